import { formatToman, toPersianDigits } from '@shop/contract/persian';
import { escapeMarkup } from '../../../lib/escape-markup.ts';

/**
 * Pages the shop serves on a payment's way to and from a bank: plain HTML with their own styles, so that they work
 * without the storefront and without JavaScript. Each carries its own Content-Security-Policy (see `pagePolicy`).
 */
export interface HtmlPage {
  html: string;
  /** The page's Content-Security-Policy: its style and script are allowed by this nonce only. */
  policy: string;
}

/** The page's policy: nothing but its own nonce'd style and script, and forms sent only to `formTargets`. */
function pagePolicy(nonce: string, formTargets: string) {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    `form-action ${formTargets}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const STYLE = `
*{box-sizing:border-box}
html{color-scheme:light}
body{margin:0;min-height:100vh;font-family:Vazirmatn,Vazir,Tahoma,"Segoe UI",system-ui,sans-serif;line-height:1.7;
 background:linear-gradient(180deg,#0d3b66 0,#145da0 220px,#e8eef5 220px);color:#1b2430;display:flex;align-items:flex-start;
 justify-content:center;padding:32px 16px}
main{width:100%;max-width:460px;background:#fff;border-radius:16px;box-shadow:0 12px 40px rgba(13,59,102,.25);overflow:hidden}
.bank{display:flex;align-items:center;gap:12px;padding:20px 24px;background:#f4f7fb;border-bottom:1px solid #dde5ef}
.seal{flex:none;width:44px;height:44px;border-radius:50%;background:#145da0;color:#fff;display:grid;place-items:center;
 font-weight:700;font-size:20px}
h1{margin:0;font-size:1.15rem;color:#0d3b66}
.bank p{margin:0;font-size:.85rem;color:#52606d}
.notice{margin:16px 24px 0;padding:8px 12px;border-radius:8px;background:#fff7e0;border:1px solid #f0c36d;color:#6b4e00;font-size:.85rem}
.content{padding:8px 24px 24px}
dl{margin:0}
dl div{display:flex;justify-content:space-between;gap:16px;padding:12px 0;border-bottom:1px dashed #dde5ef}
dt{flex:none;color:#52606d}
dd{margin:0;font-weight:600;text-align:left;overflow-wrap:anywhere}
dl .amount{border-bottom:0;margin-top:8px;padding:14px 16px;border-radius:10px;background:#eef5fc}
dl .amount{align-items:center}
dl .amount dd{font-size:1.3rem;color:#0d3b66;white-space:nowrap}
.actions{display:flex;gap:12px;margin-top:24px}
.actions form{flex:1;margin:0}
button,.button{display:block;width:100%;min-height:48px;border-radius:10px;font:inherit;font-size:1rem;font-weight:700;
 cursor:pointer;text-align:center;text-decoration:none;padding:10px 16px;border:2px solid #145da0}
.primary{background:#145da0;color:#fff}
.primary:hover{background:#0d3b66;border-color:#0d3b66}
.secondary{background:#fff;color:#145da0}
.secondary:hover{background:#eef5fc}
button:focus-visible,.button:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
.message{margin:20px 0 0;font-weight:600}
footer{padding:12px 24px;font-size:.75rem;color:#7b8794;text-align:center;border-top:1px solid #eef1f5}
@media (max-width:420px){body{padding:16px 12px}.bank{padding:16px}.content{padding:4px 16px 20px}.notice{margin:12px 16px 0}}
`;

function layout(nonce: string, title: string, body: string, script = '') {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeMarkup(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
${body}
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>
`;
}

export interface SandboxPageData {
  storeTitle: string;
  orderId: string;
  amount: number;
  description: string;
  /** Pending: the pay and cancel buttons; otherwise what became of it and the way back to the shop. */
  state: { pending: true; payAction: string; cancelAction: string } | { pending: false; outcome: string; returnUrl: string };
}

const SANDBOX_TITLE = 'درگاه پرداخت آزمایشی';

/** The sandbox gateway's bank-like page. */
export function sandboxPaymentPage(data: SandboxPageData, nonce: string): HtmlPage {
  const actions = data.state.pending
    ? `<div class="actions">
  <form method="post" action="${escapeMarkup(data.state.payAction)}"><button class="primary" type="submit">پرداخت</button></form>
  <form method="post" action="${escapeMarkup(data.state.cancelAction)}"><button class="secondary" type="submit">انصراف</button></form>
</div>`
    : `<p class="message" role="status">${escapeMarkup(data.state.outcome)}</p>
<div class="actions"><a class="button primary" href="${escapeMarkup(data.state.returnUrl)}">بازگشت به فروشگاه</a></div>`;
  const body = `<main>
<header class="bank"><div class="seal" aria-hidden="true">پ</div><div><h1>${SANDBOX_TITLE}</h1>
<p>پرداخت امن اینترنتی</p></div></header>
<p class="notice">این درگاه آزمایشی است و هیچ مبلغی از حساب شما کسر نمی‌شود.</p>
<div class="content">
<dl>
<div><dt>پذیرنده</dt><dd>${escapeMarkup(data.storeTitle)}</dd></div>
<div><dt>شماره سفارش</dt><dd>${escapeMarkup(toPersianDigits(data.orderId))}</dd></div>
<div><dt>توضیحات</dt><dd>${escapeMarkup(data.description)}</dd></div>
<div class="amount"><dt>مبلغ قابل پرداخت</dt><dd>${escapeMarkup(formatToman(data.amount))}</dd></div>
</dl>
${actions}
</div>
<footer>درگاه آزمایشی فروشگاه؛ در فروشگاه واقعی این صفحه را بانک نشان می‌دهد.</footer>
</main>`;
  return { html: layout(nonce, SANDBOX_TITLE, body), policy: pagePolicy(nonce, "'self'") };
}

/** A page for an address that names no payment: an old or altered link. */
export function paymentNotFoundPage(message: string, nonce: string): HtmlPage {
  const body = `<main><header class="bank"><div class="seal" aria-hidden="true">!</div><div><h1>${escapeMarkup(message)}</h1></div></header>
<div class="content"><div class="actions"><a class="button primary" href="/">بازگشت به فروشگاه</a></div></div></main>`;
  return { html: layout(nonce, message, body), policy: pagePolicy(nonce, "'self'") };
}

/**
 * The way to a bank that wants a POSTed form: the form, sent at once by a script, and by its button without one.
 * The bank may pass the customer on to the card network's page, so forms may go to any HTTPS origin.
 */
export function postRedirectPage(redirect: { url: string; fields: Record<string, string> }, nonce: string): HtmlPage {
  const inputs = Object.entries(redirect.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeMarkup(name)}" value="${escapeMarkup(value)}">`)
    .join('\n');
  const body = `<main><header class="bank"><div class="seal" aria-hidden="true">پ</div><div><h1>در حال انتقال به درگاه بانک…</h1>
<p>اگر صفحه بانک باز نشد، دکمه زیر را بزنید.</p></div></header>
<div class="content">
<form id="bank" method="post" action="${escapeMarkup(redirect.url)}">
${inputs}
<div class="actions"><button class="primary" type="submit">ادامه و رفتن به درگاه بانک</button></div>
</form>
</div></main>`;
  const targets = `${new URL(redirect.url).origin} https:`;
  return {
    html: layout(nonce, 'انتقال به درگاه بانک', body, "document.getElementById('bank').submit();"),
    policy: pagePolicy(nonce, targets),
  };
}
