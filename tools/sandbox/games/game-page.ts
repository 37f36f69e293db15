import { randomUuid } from '../../../runtime/api/action-keys.ts';
import { subunitsToUnit } from '../catalog/currencies.ts';
import type { GameRaw } from '../catalog/types.ts';
import { SYMBOL_ART } from './slot-machine.ts';

/** A spin whose answer was lost is sent once more after this long, with the same key. */
export const SPIN_RETRY_DELAY_MS = 1_000;

/**
 * An amount in minor units as a player reads it: "CA$12.50", "BTC 0.00012500", "FUN 250.00".
 * Plain JavaScript on purpose: the game page runs this very function (serialised) in the browser.
 */
export function formatMinorUnits(amount: number, code: string, subunits: number): string {
  const digits = Math.round(Math.log10(subunits));
  const value = amount / subunits;
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  } catch {
    // Not an ISO 4217 code (USDT): the number and the code.
    return `${value.toFixed(digits)} ${code}`;
  }
}
const FORMAT_SCRIPT = formatMinorUnits.toString();

/** What a spin sends: the game, real or demo money, and the bet in minor units. */
export interface SpinRequest {
  game: string;
  mode: 'real' | 'demo';
  bet_cents: number;
}

/**
 * Sends one spin with its idempotency key, and once more after `retryAfterMs` when the network
 * failed: the key makes the repeat the same spin, never a second bet. Plain JavaScript like
 * formatMinorUnits: the game page runs this very function.
 */
export function postSpin(
  spin: SpinRequest,
  key: string,
  send: (url: string, init: RequestInit) => Promise<Response>,
  retryAfterMs: number,
): Promise<Response> {
  // No named inner functions: the serialised copy must not depend on the bundler's name helper.
  const init: RequestInit = {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(spin),
  };
  return send('/sandbox/game/spin', init).catch(() =>
    new Promise((resolve) => setTimeout(resolve, retryAfterMs)).then(() => send('/sandbox/game/spin', init)),
  );
}
const POST_SPIN_SCRIPT = postSpin.toString();
// The client's own key maker: crypto.randomUUID with its fallbacks for older browsers.
const NEW_KEY_SCRIPT = randomUuid.toString();

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** One reel showing a symbol of the sprite (SYMBOL_ART); a spin points its `<use>` at another. */
function reel(label: string): string {
  return `<div class="reel" aria-hidden="true"><svg viewBox="0 0 64 64" focusable="false"><use href="#symbol-${label}"></use></svg></div>`;
}

/**
 * The sandbox slot a game route shows in its iframe: one self-contained page (inline CSS and JS
 * with the response's CSP `nonce`, no external requests) that spins against POST
 * /sandbox/game/spin, each spin with a key of its own. Keyboard and screen-reader friendly: real
 * buttons, a labelled bet selector and a live region for results.
 */
export function renderGamePage(
  game: GameRaw,
  mode: 'real' | 'demo',
  betOptions: readonly number[],
  balance: { amount_cents: number; currency: string },
  nonce: string,
): string {
  const currency = balance.currency;
  const subunits = subunitsToUnit(currency);
  const config = JSON.stringify({ game: game.identifier, mode, balance, subunits }).replace(/</g, '\\u003c');
  const symbolSprite = Object.entries(SYMBOL_ART)
    .map(([label, art]) => `<symbol id="symbol-${label}" viewBox="0 0 64 64">${art}</symbol>`)
    .join('');
  const options = betOptions
    .map((bet) => `<option value="${bet}">${escapeHtml(formatMinorUnits(bet, currency, subunits))}</option>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(game.title)} — ${mode === 'real' ? 'real money' : 'demo'}</title>
<style nonce="${nonce}">
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.4 system-ui,sans-serif;
background:radial-gradient(circle at 30% 20%,#3b2a7a,#120c2c);color:#fff}
main{width:min(92vw,28rem);text-align:center;padding:1rem}h1{font-size:1.3rem;margin:.2rem 0}
.mode{font-size:.8rem;letter-spacing:.08em;text-transform:uppercase;color:#ffd86b}
.reels{display:flex;gap:.5rem;justify-content:center;margin:1rem 0}
.reel{width:5rem;height:5rem;border-radius:.75rem;background:#fff;display:grid;place-items:center;
box-shadow:inset 0 -4px 0 #ccc}.reel svg{width:3.5rem;height:3.5rem}.sprite{position:absolute}
.spinning .reel{animation:spin .25s linear infinite}@keyframes spin{50%{transform:translateY(-6px)}}
@media (prefers-reduced-motion: reduce){.spinning .reel{animation:none}}
.controls{display:flex;gap:.5rem;justify-content:center;align-items:center;flex-wrap:wrap}
button,select{font:inherit;border-radius:.5rem;border:0;padding:.6rem 1.2rem}
button{background:#ffd86b;color:#1b1036;font-weight:700;cursor:pointer}button:disabled{opacity:.6;cursor:progress}
button:focus-visible,select:focus-visible{outline:3px solid #8fd3ff;outline-offset:2px}
.balance{margin:.75rem 0;font-size:1.1rem}.result{min-height:1.5em;color:#b9f6ca}.error{color:#ffb4b4}
</style></head>
<body><main>
<p class="mode">${mode === 'real' ? 'Real money' : 'Demo — FUN credits'}</p>
<h1>${escapeHtml(game.title)}</h1>
<div class="reels" id="reels" role="img" aria-label="Reels: not spun yet">
${['cherry', 'bell', 'diamond'].map(reel).join('')}
</div>
<svg class="sprite" width="0" height="0" aria-hidden="true" focusable="false">${symbolSprite}</svg>
<p class="balance">Balance: <output id="balance">—</output></p>
<div class="controls">
<label for="bet">Bet</label>
<select id="bet">${options}</select>
<button type="button" id="spin">Spin</button>
</div>
<p class="result" id="result" role="status" aria-live="polite"></p>
</main>
<script nonce="${nonce}">
(function () {
  var config = ${config};
  var button = document.getElementById('spin');
  var reels = document.getElementById('reels');
  var result = document.getElementById('result');
  var balance = document.getElementById('balance');
  var format = ${FORMAT_SCRIPT};
  var postSpin = ${POST_SPIN_SCRIPT};
  var newKey = ${NEW_KEY_SCRIPT};
  function send(url, init) { return fetch(url, init); }
  function show(amount, code) { balance.textContent = format(amount, code, config.subunits); }
  show(config.balance.amount_cents, config.balance.currency);
  button.addEventListener('click', function () {
    button.disabled = true;
    reels.classList.add('spinning');
    result.className = 'result';
    // One key per press of Spin: a spin retried after a lost answer is the same spin.
    var spin = { game: config.game, mode: config.mode, bet_cents: Number(document.getElementById('bet').value) };
    postSpin(spin, newKey(), send, ${SPIN_RETRY_DELAY_MS}).then(function (response) {
      return response.json().then(function (body) { return { ok: response.ok, body: body }; });
    }).then(function (answer) {
      if (!answer.ok) {
        var errors = answer.body.errors || {};
        var first = Object.keys(errors)[0];
        throw new Error(first ? first + ': ' + errors[first][0] : answer.body.error || 'spin failed');
      }
      var spin = answer.body;
      var cells = reels.querySelectorAll('.reel');
      spin.labels.forEach(function (label, i) {
        cells[i].querySelector('use').setAttribute('href', '#symbol-' + label);
      });
      reels.setAttribute('aria-label', 'Reels: ' + spin.labels.join(', '));
      show(spin.balance.amount_cents, spin.balance.currency);
      result.textContent = spin.win_cents > 0
        ? 'You win ' + format(spin.win_cents, spin.balance.currency, config.subunits) + '!'
        : 'No win this time.';
      if (window.parent !== window) window.parent.postMessage({ type: 'refresh_user' }, window.location.origin);
    }).catch(function (error) {
      result.className = 'result error';
      result.textContent = error.message;
    }).finally(function () {
      button.disabled = false;
      reels.classList.remove('spinning');
    });
  });
})();
</script>
</body></html>`;
}
