import { CARD_PAGE_PREFIX } from './card.processor.js';
import type { CardField, CardForm } from './card.form.js';
import { CHALLENGE_CODE } from './card.form.js';
import type { CardSession } from './card.repository.js';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const money = (session: CardSession) => `${(session.amount / 100).toFixed(2)} ${escape(session.currency)}`;

// Inline styles only: the platform's CSP allows them and no script at all.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2333;
background:linear-gradient(160deg,#eef1f8,#dfe5f2);display:flex;align-items:flex-start;justify-content:center;padding:32px 16px}
main{width:100%;max-width:440px}
.card{background:#fff;border-radius:16px;box-shadow:0 12px 40px rgba(28,35,51,.12);padding:28px}
.brand{display:flex;align-items:center;justify-content:space-between;margin-bottom:20px}
.brand strong{font-size:15px;letter-spacing:.02em}
.badge{font-size:12px;font-weight:600;color:#8a5a00;background:#fff3d6;border-radius:999px;padding:3px 10px}
.step{font-size:13px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:#3a63d8;margin:0 0 4px}
.amount{font-size:30px;font-weight:700;margin:0 0 4px}
.muted{color:#5d6679;font-size:14px;margin:0 0 20px}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}
input{width:100%;font:inherit;padding:12px 14px;border:1px solid #c9d0de;border-radius:10px;background:#fbfcfe;color:inherit}
input:focus{outline:none;border-color:#3a63d8;box-shadow:0 0 0 3px rgba(58,99,216,.18)}
input[aria-invalid=true]{border-color:#c62f2f}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.error{color:#c62f2f;font-size:13px;margin:6px 0 0}
.alert{background:#fdecec;color:#8f1f1f;border-radius:10px;padding:10px 12px;font-size:14px;margin:0 0 8px}
.actions{display:flex;flex-direction:column;gap:10px;margin-top:24px}
button{font:inherit;font-weight:600;border:0;border-radius:10px;padding:13px 16px;cursor:pointer}
.primary{background:#3a63d8;color:#fff}.primary:hover{background:#2f53bd}
.secondary{background:#eef1f8;color:#1c2333}.secondary:hover{background:#e2e7f2}
.danger{background:#fff;color:#c62f2f;border:1px solid #f0c4c4}
.tests{margin-top:20px;font-size:13px;color:#5d6679}
.tests summary{cursor:pointer;font-weight:600}
.tests table{width:100%;border-collapse:collapse;margin-top:8px}
.tests td{padding:4px 0;border-bottom:1px solid #eef1f8}
.tests code{font-size:12px;color:#1c2333}
.secure{display:flex;gap:8px;align-items:center;font-size:13px;color:#5d6679;margin-top:16px;justify-content:center}
@media (max-width:475px){body{padding:0}.card{border-radius:0;box-shadow:none;min-height:100vh;padding:24px 18px}}
`;

const LOCK =
  '<svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"/></svg>';

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main><div class="card">
<div class="brand"><strong>Sandbox Pay</strong><span class="badge">Test mode</span></div>
${body}
<p class="secure">${LOCK}Card details go to the processor only; the casino never sees them.</p>
</div></main></body></html>`;
}

function field(
  name: CardField,
  label: string,
  attributes: string,
  values: CardForm | undefined,
  errors: Partial<Record<CardField, string>>,
) {
  const error = errors[name];
  const value = name === 'cvc' ? '' : (values?.[name] ?? '');
  return `<div><label for="${name}">${label}</label>
<input id="${name}" name="${name}" value="${escape(value)}" ${attributes}${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
${error ? `<p class="error" id="${name}-error">${escape(error)}</p>` : ''}</div>`;
}

/** The hosted card form. */
export function cardFormPage(session: CardSession, values?: CardForm, errors: Partial<Record<CardField, string>> = {}) {
  const action = `${CARD_PAGE_PREFIX}/pay/${encodeURIComponent(session.ref)}`;
  const count = Object.keys(errors).length;
  return layout(
    'Pay by card',
    `<p class="amount">${money(session)}</p>
<p class="muted">Payment #${session.payment_id} to the casino</p>
${count ? `<p class="alert" role="alert">Please correct ${count === 1 ? 'the field' : 'the fields'} below.</p>` : ''}
<form method="post" action="${action}" novalidate>
${field('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required', values, errors)}
<div class="row">
${field('expiry', 'Expiry (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" required', values, errors)}
${field('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required', values, errors)}
</div>
${field('holder', 'Name on card', 'autocomplete="cc-name" placeholder="Jane Doe" maxlength="80" required', values, errors)}
<div class="actions">
<button class="primary" type="submit" name="action" value="pay">Pay ${money(session)}</button>
<button class="secondary" type="submit" name="action" value="cancel">Cancel and return to the casino</button>
</div>
</form>
<details class="tests" open><summary>Test cards</summary><table>
<tr><td><code>4242 4242 4242 4242</code></td><td>succeeds</td></tr>
<tr><td><code>4000 0000 0000 0002</code></td><td>is declined</td></tr>
<tr><td><code>4000 0000 0000 3220</code></td><td>asks for 3-D Secure</td></tr>
<tr><td><code>4000 0000 0000 0119</code></td><td>never answers (times out)</td></tr>
</table><p>Any future expiry, any 3-digit CVC.</p></details>`,
  );
}

/** The 3-D Secure style confirmation step. */
export function challengePage(session: CardSession, error?: string) {
  const action = `${CARD_PAGE_PREFIX}/3ds/${encodeURIComponent(session.ref)}`;
  return layout(
    'Confirm the payment',
    `<p class="step">3-D Secure</p>
<p class="amount">${money(session)}</p>
<p class="muted">Your bank asks you to confirm this payment with card •••• ${escape(session.card_last4 ?? '')}.
Enter the code it sent you (in the sandbox: <strong>${CHALLENGE_CODE}</strong>).</p>
<form method="post" action="${action}" novalidate>
<label for="code">Confirmation code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required${error ? ' aria-invalid="true" aria-describedby="code-error"' : ''}>
${error ? `<p class="error" id="code-error">${escape(error)}</p>` : ''}
<div class="actions">
<button class="primary" type="submit" name="action" value="approve">Confirm</button>
<button class="danger" type="submit" name="action" value="deny">Deny this payment</button>
</div>
</form>`,
  );
}

/** A link nobody issued, or one that outlived its time. */
export function goneCardPage(expired = false) {
  const title = expired ? 'Payment link expired' : 'Payment not found';
  const text = expired ? 'This payment link has expired.' : 'This payment link is not valid.';
  return layout(
    title,
    `<p class="amount">${title}</p><p class="muted">${text} Start a new deposit on the casino site.</p>
<div class="actions"><a class="primary" style="text-align:center;text-decoration:none;padding:13px 16px;border-radius:10px" href="/">Back to the casino</a></div>`,
  );
}
