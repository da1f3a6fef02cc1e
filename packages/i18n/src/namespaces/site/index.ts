import en from './en.json';
import hi from './hi.json';
import zhCN from './zh-CN.json';

export const catalogs: Record<'en' | 'hi' | 'zh-CN', Record<string, string>> = { en, hi, 'zh-CN': zhCN };
