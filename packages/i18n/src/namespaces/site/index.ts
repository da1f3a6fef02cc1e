import en from './en.json';
import hi from './hi.json';
import zhCN from './zh-CN.json';

export const catalogs = { en, hi, 'zh-CN': zhCN };
