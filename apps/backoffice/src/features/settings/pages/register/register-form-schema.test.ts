import { registerFieldNames, type RegisterSettings } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { registerFormSchema, toRegisterForm } from './register-form-schema';

const off = { enabled: false, required: false, validation: null };
const value: RegisterSettings = {
  fields: {
    ...(Object.fromEntries(registerFieldNames.map((n) => [n, off])) as RegisterSettings['fields']),
    username: { enabled: true, required: true, validation: { patternId: 'letterFirstAlnum', minLength: 4, maxLength: 16, acceptedPattern: '*' } },
    password: { enabled: true, required: true, validation: { patternId: 'alnumNoChinese', minLength: 6, maxLength: 20, acceptedPattern: '*' } },
    email: { enabled: true, required: false, validation: { patternId: 'email', minLength: 6, maxLength: 64, acceptedPattern: '.+@example\\.com' } },
  },
};

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('registration fields form', () => {
  it('round-trips the stored document', () => {
    expect(registerFormSchema.parse(toRegisterForm(value))).toEqual(value);
  });

  it('keeps a rule while checking is off and saves it as no rule; a blank pattern means match-all', () => {
    const form = toRegisterForm(value);
    expect(registerFormSchema.parse({ fields: { ...form.fields, email: { ...form.fields.email, checked: false } } }).fields.email.validation).toBeNull();
    const blank = { ...form.fields.email, validation: { ...form.fields.email.validation, acceptedPattern: ' ' } };
    expect(registerFormSchema.parse({ fields: { ...form.fields, email: blank } }).fields.email.validation?.acceptedPattern).toBe('*');
    // A field switched off cannot stay required.
    const hidden = { ...form.fields.qqNum, enabled: false, required: true };
    expect(registerFormSchema.parse({ fields: { ...form.fields, qqNum: hidden } }).fields.qqNum.required).toBe(false);
  });

  it('reports contract rules at the inputs they concern', () => {
    const form = toRegisterForm(value);
    const email = form.fields.email;
    const at = (validation: Partial<typeof email.validation>) =>
      paths(registerFormSchema.safeParse({ fields: { ...form.fields, email: { ...email, validation: { ...email.validation, ...validation } } } }));
    expect(at({ acceptedPattern: '(' })).toEqual(['fields.email.validation.acceptedPattern']);
    expect(at({ minLength: '10', maxLength: '5' })).toEqual(['fields.email.validation.maxLength']);
    expect(at({ minLength: '' })).toEqual(['fields.email.validation.minLength']);
    expect(at({ patternId: 'nope' })).toEqual(['fields.email.validation.patternId']);
  });
});
