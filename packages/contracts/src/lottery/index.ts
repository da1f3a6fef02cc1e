// The lottery's pure rules, shared by the API, the player site's verifier and the back office.
export * from './vn';
export * from './sea';
export * from './elott';
export * from './api';
