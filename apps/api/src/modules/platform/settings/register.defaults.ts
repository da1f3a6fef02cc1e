import type { PatternId, RegisterSettings } from '@gp/contracts';

const rule = (patternId: PatternId, minLength: number, maxLength: number) => ({ patternId, minLength, maxLength, acceptedPattern: '*' });
const on = (validation: ReturnType<typeof rule> | null, required = true) => ({ enabled: true, required, validation });
// Switched off, yet with a sensible rule, so enabling a field in the back office is one click.
const off = (validation: ReturnType<typeof rule> | null) => ({ enabled: false, required: false, validation });

/** Registration fields of a new installation: username and password, everything else optional and off. */
export const registerDefaults: RegisterSettings = {
  fields: {
    username: on(rule('letterFirstAlnum', 4, 16)),
    // NIST SP 800-63B: length over composition, any character (spaces and symbols too); the
    // common-password list is checked on top. An operator may tighten this entry.
    password: on(rule('length', 8, 64)),
    confirmPassword: on(null),
    payeeName: off(rule('twoLettersWithSpaces', 2, 50)),
    fullname: off(rule('twoLettersWithSpaces', 2, 50)),
    email: off(rule('email', 6, 64)),
    qqNum: off(rule('digits', 5, 12)),
    mobileNum: off(rule('digits', 6, 15)),
    nickname: off(rule('noSpaces', 2, 16)),
    recommenderId: off(rule('alnumNoChinese', 4, 16)),
    captcha: off(rule('alnumNoChinese', 4, 6)),
    verificationCode: off(rule('digits', 6, 6)),
    affiliateCode: on(rule('alnumNoChinese', 1, 32), false),
    paymentPassword: off(rule('digits', 6, 6)),
    line: off(rule('noSpaces', 4, 20)),
    zalo: off(rule('digits', 9, 15)),
    whatsapp: off(rule('digits', 9, 15)),
    facebook: off(rule('noSpaces', 5, 64)),
    telegram: off(rule('noSpaces', 5, 32)),
    wechat: off(rule('noSpaces', 6, 20)),
    idNumber: off(rule('alnumNoChinese', 6, 20)),
    birthday: off(rule('dateYmd', 10, 10)),
    address: off(rule('length', 5, 200)),
    nationality: off(rule('englishLettersSpaces', 2, 56)),
    occupation: off(rule('length', 2, 64)),
    sourceOfIncome: off(rule('length', 2, 64)),
  },
};
