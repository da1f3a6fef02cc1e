/** The sandbox's hosted payment page: plain server-rendered HTML, a form POST, no script (the CSP allows none inline). */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const formatMinor = (amount: bigint, currency: string) => {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(amount) / 100);
  } catch {
    return `${(Number(amount) / 100).toFixed(2)} ${currency}`;
  }
};

export const sandboxStyles = `
body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:24px;width:min(92vw,380px)}
h1{font-size:1.1rem;margin:0 0 4px}p{margin:4px 0}.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:6px;padding:2px 8px;font-size:.75rem}
.amount{font-size:2rem;font-weight:700;margin:16px 0}.row{display:flex;gap:12px;margin-top:20px}
button{flex:1;border:0;border-radius:8px;padding:12px;font-size:1rem;cursor:pointer}.pay{background:#16a34a;color:#fff}.fail{background:#e5e7eb;color:#111827}
.note{color:#6b7280;font-size:.85rem}.error{color:#b91c1c}
@media (prefers-color-scheme:dark){body{background:#111827;color:#f9fafb}main{background:#1f2937}.fail{background:#374151;color:#f9fafb}.note{color:#9ca3af}}
`;

type PageData = {
  merchant: string;
  orderNo: string;
  amount: bigint;
  currency: string;
  status: 'open' | 'paid' | 'failed';
  token: string;
  returnUrl: string;
  error?: string;
};

export const renderCheckoutPage = (page: PageData): string => {
  const action = `/sandbox-pay/checkout/${encodeURIComponent(page.token)}`;
  const body =
    page.status === 'open'
      ? `<form method="post" action="${escapeHtml(action)}">
  <div class="row">
    <button class="pay" type="submit" name="outcome" value="paid" data-testid="sandbox-pay">Pay</button>
    <button class="fail" type="submit" name="outcome" value="failed" data-testid="sandbox-fail">Fail</button>
  </div>
</form>`
      : `<p>This payment is ${page.status === 'paid' ? 'paid' : 'declined'}.</p><p><a href="${escapeHtml(page.returnUrl)}">Back to the merchant</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment</title>
<link rel="stylesheet" href="/sandbox-pay/sandbox.css">
</head>
<body>
<main>
  <span class="badge">SANDBOX: no real money</span>
  <h1>Pay ${escapeHtml(page.merchant)}</h1>
  <p class="note">Order ${escapeHtml(page.orderNo)}</p>
  <p class="amount" data-testid="sandbox-amount">${escapeHtml(formatMinor(page.amount, page.currency))}</p>
  ${page.error ? `<p class="error" role="alert">${escapeHtml(page.error)}</p>` : ''}
  ${body}
</main>
</body>
</html>`;
};
