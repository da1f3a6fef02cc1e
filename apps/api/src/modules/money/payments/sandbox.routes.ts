import type { AddressInfo } from 'node:net';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config/config';
import { AppError } from '../../../lib/app-error';
import { publicAccess } from '../../../lib/route-access';
import type { SettingsService } from '../../platform/settings';
import { renderCheckoutPage, sandboxStyles } from './sandbox-page';
import type { SandboxProvider } from './sandbox-provider';

const tokenParams = z.strictObject({ token: z.string().regex(/^[a-f0-9]{32}$/) });
const webhookPath = '/wps/payments/webhook/sandbox';

/** Where the sandbox delivers webhooks: this process's own listen address, else PUBLIC_URL. */
const selfWebhookUrl = (address: string | AddressInfo | null, config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string => {
  if (address && typeof address === 'object') {
    const wildcard = address.address === '0.0.0.0' || address.address === '::';
    const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}${webhookPath}`;
  }
  return `${(config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`).replace(/\/$/, '')}${webhookPath}`;
};

/**
 * The sandbox provider's hosted payment page. It stands for an outside gateway's site, so it talks to
 * the platform only as a gateway would: a signed webhook over HTTP, then a redirect of the browser.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{
  sandbox: SandboxProvider;
  settings: SettingsService;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
}> = async (app, { sandbox, settings, config }) => {
  const tags = ['sandbox payment provider'];
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const page = async (token: string, error?: string) => {
    const checkout = await sandbox.checkout(token);
    if (!checkout) throw new AppError('NOT_FOUND');
    const merchant = await settings.value('merchant');
    return renderCheckoutPage({ merchant: merchant.merchantCode, token, ...checkout, ...(error ? { error } : {}) });
  };

  app.get(
    '/sandbox-pay/sandbox.css',
    { config: { access: publicAccess }, schema: { tags, summary: "The hosted page's style sheet" } },
    async (_request, reply) => reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sandboxStyles),
  );

  app.get(
    '/sandbox-pay/checkout/:token',
    { config: { access: publicAccess }, schema: { tags, summary: 'The hosted payment page of one order (HTML)', params: tokenParams } },
    async (request, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await page(request.params.token)),
  );

  app.post(
    '/sandbox-pay/checkout/:token',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'The payer presses Pay or Fail (form field outcome=paid|failed): signed webhook, then back to the merchant',
        params: tokenParams,
      },
    },
    async (request, reply) => {
      const form = z.object({ outcome: z.enum(['paid', 'failed']) }).safeParse(request.body);
      if (!form.success) throw new AppError('VALIDATION_ERROR', { details: { field: 'outcome' } });
      const result = await sandbox.complete(request.params.token, form.data.outcome, { url: selfWebhookUrl(app.server.address(), config) });
      if (!result) throw new AppError('NOT_FOUND');
      if (!result.delivered) {
        return reply
          .code(502)
          .header('content-type', 'text/html; charset=utf-8')
          .send(await page(request.params.token, 'The merchant could not be reached. Try again.'));
      }
      return reply.code(303).header('location', result.returnUrl).send();
    },
  );
};
