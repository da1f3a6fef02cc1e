export * from './encrypted-body';
export * from './link-code';
export * from './login';
export * from './member';
export * from './password';
export * from './security-centre';
export * from './social';
export * from './social-links';
