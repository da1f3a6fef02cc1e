import { describe, expect, it } from 'vitest';
import { checkField, fieldLength, isValidAcceptedPattern, parseRegistrationDate, patternIds, type PatternId, type ValidationEntry } from './constraints';

const entry = (patternId: PatternId, minLength = 0, maxLength = 64, acceptedPattern = '*'): ValidationEntry => ({
  patternId,
  minLength,
  maxLength,
  acceptedPattern,
});

// Every kind: values it accepts and values it refuses, lengths kept out of the way (0-64).
const examples: Record<PatternId, { accepts: string[]; refuses: string[] }> = {
  length: { accepts: ['anything at all', '中文 ok', '🙂', ' '], refuses: [] },
  letterFirstAlnum: { accepts: ['a', 'player01', 'Z9z9'], refuses: ['1player', '_player', 'pla yer', 'plaéyer', 'игрок1', '玩家1'] },
  lettersAndChinese: { accepts: ['张三', 'Zhang', 'ZhangSan张三', 'José'], refuses: ['张 三', 'Zhang3', '김철수', 'Иван', 'a-b'] },
  email: {
    accepts: ['a@b.co', 'first.last+tag@mail.example.com', 'x_y@sub-domain.example.org'],
    refuses: ['a@b', 'a.b.co', '@b.co', 'a@.co', '.a@b.co', 'a.@b.co', 'a..b@c.co', 'a@b..co', 'a@-b.co', 'a b@c.co', '用户@例子.com'],
  },
  alnumNoChinese: { accepts: ['abc123', 'ABC', '123'], refuses: ['abc 123', 'abc中文', 'abc_1', 'ñ1'] },
  lettersPlusDigits: { accepts: ['abc123', '1a'], refuses: ['abcdef', '123456', 'abc-123', 'abc١٢٣'] },
  digits: { accepts: ['0', '9876543210'], refuses: ['12a', '١٢٣', '１２３', '12 3', '-1'] },
  alnumWithUpper: { accepts: ['Abc123', 'ABC', 'abC'], refuses: ['abc123', 'Abc 123', 'Abc!'] },
  englishLettersSpaces: { accepts: ['John Smith', 'a', 'Mary  Ann '], refuses: ['John3', 'José', '   ', 'Jean-Luc'] },
  noSpaces: { accepts: ['a.b-c_d!', '张三', '🙂'], refuses: ['a b', ' a', 'a\tb', 'a\u3000b'] },
  chineseAndSymbols: { accepts: ['张三', '阿凡提·买买提', '王（小）'], refuses: ['张 三', 'Zhang', '·', '张3'] },
  dateYmd: {
    accepts: ['2000-02-29', '1990-12-31', '2024-01-01'],
    refuses: ['1900-02-29', '2023-02-29', '2023-04-31', '2023-13-01', '2023-1-01', '01-01-2023', '2023/01/01', '0000-01-01'],
  },
  dateMdy: { accepts: ['02-29-2000', '12-31-1990'], refuses: ['02-29-2023', '31-12-1990', '2023-01-01', '04-31-2023', '00-10-2020'] },
  twoLettersWithSpaces: { accepts: ['Li', 'Ng Yu', 'राम कुमार', 'Nguyễn Văn A', '李 四'], refuses: ['A', 'A ', ' 1 ', 'Ab1', 'A-b'] },
  koreanOnly: { accepts: ['김철수', '한국어'], refuses: ['김 철수', 'Kim', '金哲洙', '김1'] },
  thaiOnly: { accepts: ['สมชาย', 'ภาษาไทย'], refuses: ['สม ชาย', 'Somchai', 'สมชาย1'] },
  thaiOrEnglishSpaces: { accepts: ['สมชาย ใจดี', 'Somchai Jaidee', 'สมชาย Jaidee'], refuses: ['สมชาย1', '   ', 'Somchai-J', '김철수'] },
  upperSpacesOneLetter: { accepts: ['JOHN SMITH', 'A'], refuses: ['John Smith', '   ', 'JOHN3', 'JOSÉ'] },
  lettersDigitsSymbols: { accepts: ['abc123!', 'A1@'], refuses: ['abc123', 'abc!!!', '123!!!', 'abc 12!', 'abc12!中'] },
  strong: { accepts: ['Abcdef1!', 'zZ9#'], refuses: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdef12', 'Abc def1!', 'Abcdef1!é'] },
};

describe('constraint kinds', () => {
  it('cover every patternId', () => {
    expect(Object.keys(examples).sort()).toEqual([...patternIds].sort());
  });

  describe.each(patternIds)('%s', (id) => {
    it.each(examples[id].accepts)('accepts %j', (value) => {
      expect(checkField(entry(id), value)).toBeNull();
    });
    if (examples[id].refuses.length > 0) {
      it.each(examples[id].refuses)('refuses %j with its own message', (value) => {
        expect(checkField(entry(id), value)).toEqual({ key: `validation.${id}`, params: { min: 0, max: 64 } });
      });
    }
  });
});

describe('checkField', () => {
  it('enforces the length range at both ends, counting characters rather than UTF-16 units', () => {
    const e = entry('length', 2, 4);
    expect(checkField(e, 'a')).toEqual({ key: 'validation.length', params: { min: 2, max: 4 } });
    expect(checkField(e, 'ab')).toBeNull();
    expect(checkField(e, 'abcd')).toBeNull();
    expect(checkField(e, 'abcde')).not.toBeNull();
    // Four emoji are eight UTF-16 units but four characters.
    expect(fieldLength('🙂🙂🙂🙂')).toBe(4);
    expect(checkField(e, '🙂🙂🙂🙂')).toBeNull();
    expect(checkField(e, '🙂')).not.toBeNull();
    // 𠀀 (U+20000) is a Han character outside the BMP.
    expect(checkField(entry('lettersAndChinese', 2, 2), '𠀀𠀀')).toBeNull();
  });

  it('uses the single-length message when min equals max', () => {
    const e = entry('digits', 6, 6);
    expect(checkField(e, '12345')).toEqual({ key: 'validation.digitsExact', params: { length: 6 } });
    expect(checkField(e, '12345a')).toEqual({ key: 'validation.digitsExact', params: { length: 6 } });
    expect(checkField(e, '123456')).toBeNull();
  });

  it('lets an empty value through only when the minimum is 0', () => {
    expect(checkField(entry('digits', 0, 6), '')).toBeNull();
    expect(checkField(entry('digits', 1, 6), '')).toEqual({ key: 'validation.digits', params: { min: 1, max: 6 } });
    expect(checkField(entry('letterFirstAlnum', 4, 16), '')).not.toBeNull();
  });

  it('also requires the accepted pattern to match the whole value', () => {
    const e = entry('digits', 1, 20, '91[0-9]+');
    expect(checkField(e, '919876543210')).toBeNull();
    expect(checkField(e, '819876543210')).toEqual({ key: 'validation.digits', params: { min: 1, max: 20 } });
    // Anchored: a match inside the value is not enough.
    expect(checkField(e, '1919')).not.toBeNull();
    expect(checkField(entry('length', 0, 20, '\\p{Script=Han}+'), '中文')).toBeNull();
    expect(checkField(entry('length', 0, 20, 'a|b'), 'ab')).not.toBeNull();
  });

  it('tells valid accepted patterns from invalid ones', () => {
    expect(isValidAcceptedPattern('*')).toBe(true);
    expect(isValidAcceptedPattern('[A-Z]+')).toBe(true);
    expect(isValidAcceptedPattern('\\p{L}+')).toBe(true);
    expect(isValidAcceptedPattern('[A-Z')).toBe(false);
    expect(isValidAcceptedPattern('(a')).toBe(false);
    expect(isValidAcceptedPattern('\\p{NotAProperty}')).toBe(false);
  });
});

describe('parseRegistrationDate', () => {
  it('reads both orders', () => {
    expect(parseRegistrationDate('2000-02-29', 'dateYmd')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseRegistrationDate('02-29-2000', 'dateMdy')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseRegistrationDate('2000-02-29', 'dateMdy')).toBeNull();
    expect(parseRegistrationDate('2100-02-29', 'dateYmd')).toBeNull();
  });
});
