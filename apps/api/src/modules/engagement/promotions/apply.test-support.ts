import type { Executor } from '@gp/db';
import type { TestApp } from '../../../testing/test-app';
import { bearer } from '../../../testing/test-app';

/** Test helpers of `apply` activities: a promotion with an apply rule, multipart uploads, applications. */

export type ApplyRuleOptions = {
  maxAmount?: number;
  limitPerDay?: number | null;
  limitPerWeek?: number | null;
  limitLifetime?: number | null;
  memberTypes?: number[];
  budgetTotal?: bigint | null;
  turnoverMultipleBp?: number;
  kind?: 'apply' | 'signup';
};

export const insertApplyPromotion = async (db: Executor, options: ApplyRuleOptions = {}): Promise<number> => {
  const promotion = await db
    .insertInto('content_promotions')
    .values({ title: 'Share your big win', category: 'NEW', images: '[]', content: '', language: 'EN' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const kind = options.kind ?? 'apply';
  await db
    .insertInto('promotion_rules')
    .values({
      promotion_id: promotion.id,
      kind,
      parameters: JSON.stringify(kind === 'apply' ? { kind, maxAmount: options.maxAmount ?? 100_000 } : { kind, amount: 5_000 }),
      member_types: options.memberTypes ?? [],
      limit_per_day: options.limitPerDay ?? null,
      limit_per_week: options.limitPerWeek ?? null,
      limit_lifetime: options.limitLifetime ?? null,
      budget_total: options.budgetTotal ?? null,
      turnover_multiple_bp: options.turnoverMultipleBp ?? 10_000,
    })
    .execute();
  return promotion.id;
};

/** A multipart/form-data body with the given files. */
export const multipart = (files: { name: string; bytes: Buffer; type?: string }[]) => {
  const boundary = '----gp-apply-boundary';
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${f.name}"\r\ncontent-type: ${f.type ?? 'image/png'}\r\n\r\n`),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

export const uploadImage = (t: TestApp, token: string, bytes: Buffer, name = 'win.png') => {
  const body = multipart([{ name, bytes }]);
  return t.app.inject({ method: 'POST', url: '/wps/promotions/images', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
};

export const applyTo = (t: TestApp, token: string, promotionId: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/wps/promotions/${promotionId}/apply`, headers: bearer(token), payload });
