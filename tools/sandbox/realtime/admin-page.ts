import { PRIVATE_CHANNELS, PUBLIC_CHANNELS } from './channels.ts';

// Sample payloads (API-SHAPES §3) so each notification path can be tried with one click; channels
// without a known shape start from an object the client can at least receive.
const EXAMPLES: Record<string, unknown> = {
  balance: {
    currency: 'EUR',
    amount_cents: 125_000,
    available_to_cashout_cents: 100_000,
    available_to_bet_with_locked_cent: 125_000,
    hidden_at: null,
    deposit_available: true,
    selected_lottery_id: 0,
    active: true,
  },
  'public:wins': {
    user_name: 'lucky_otter',
    game: { identifier: 'redline/hot-sevens', title: 'Hot Sevens', provider: 'redline' },
    amount_cents: 45_000,
    currency: 'EUR',
  },
  'public:jackpots_changes': {
    id: 1,
    identifier: 'mega',
    currency: 'EUR',
    state: 'active',
    levels: [{ id: 1, identifier: 'level_1', name: 'Mini', amount_cents: 1_050_000 }],
  },
  bonuses_changes: { id: 1, stage: 'issued', title: 'Welcome bonus' },
  freespins_changes: { id: 1, stage: 'issued', title: '50 free spins' },
  lootboxes_changes: {
    id: 1,
    title: 'Golden box',
    currency: 'EUR',
    strategy: 'manual',
    group_key: 'wheel_golden',
    stage: 'issued',
    display: 1,
    created_at: '2026-01-01T00:00:00Z',
    valid_until: '2026-02-01T00:00:00Z',
    items: [],
  },
  support_chat: {
    id: 1,
    conversation: 'paste-a-conversation-id',
    author: 'operator',
    text: 'Hello from support! (The reply form below stores the message too.)',
    created_at: '2026-01-01T00:00:00Z',
  },
  personal_notifications: { id: 'n-1', title: 'Hello', text: 'A personal message from the sandbox.' },
  tournament_notifications: {
    event: 'tournament_started',
    id: 1,
    title: 'Weekly race',
    start_at: '2026-01-01T00:00:00Z',
    end_at: '2026-01-08T00:00:00Z',
  },
  payments_changes: {
    id: 1,
    amount_cents: 5_000,
    currency: 'EUR',
    action: 'deposit',
    payment_system: 'card',
    recallable: false,
    success: true,
    created_at: '2026-01-01T00:00:00Z',
    finished_at: '2026-01-01T00:00:05Z',
  },
};

const CHANNELS = [...PRIVATE_CHANNELS, ...PUBLIC_CHANNELS.map((name) => `public:${name}`)];

/** Milliseconds between refreshes of the pending withdrawals list. */
const CASHOUTS_REFRESH_MS = 5_000;

/**
 * The cashier's desk: pending withdrawals with Approve / Decline. Rows are built with DOM calls
 * (never HTML strings) since e-mails are player input.
 */
function cashierSection(cashoutsPath: string): { html: string; script: string } {
  const html = `<section aria-labelledby="cashier-title">
<h2 id="cashier-title">Pending withdrawals</h2>
<p>Cash-outs wait here until the cashier approves them (<code>SANDBOX_CASHOUT_DELAY_MS</code>) or the
player recalls them. Approving pays the reserved money out; declining returns it to the balance.</p>
<table id="cashouts">
  <thead><tr><th scope="col">#</th><th scope="col">Player</th><th scope="col">Amount</th><th scope="col">Method</th><th scope="col">Requested</th><th scope="col">Auto-approval</th><th scope="col">Action</th></tr></thead>
  <tbody></tbody>
</table>
<p id="cashouts-empty" hidden>No pending withdrawals.</p>
<button type="button" id="cashouts-refresh">Refresh</button>
<output id="cashouts-result" role="status" aria-live="polite"></output>
</section>`;
  const script = `
  const cashoutsPath = ${JSON.stringify(cashoutsPath)};
  const rows = document.querySelector('#cashouts tbody');
  const empty = document.getElementById('cashouts-empty');
  const cashResult = document.getElementById('cashouts-result');
  const cell = (text) => { const td = document.createElement('td'); td.textContent = text; return td; };
  const time = (iso) => iso ? new Date(iso).toLocaleTimeString() : 'by hand only';
  async function act(id, action) {
    const response = await fetch(cashoutsPath + '/' + id + '/' + action, { method: 'POST' });
    const body = await response.json();
    cashResult.textContent = response.ok
      ? 'Withdrawal #' + id + ' ' + (action === 'approve' ? 'approved' : 'declined') + '.'
      : response.status + ' ' + JSON.stringify(body);
    await loadCashouts();
  }
  async function loadCashouts() {
    const response = await fetch(cashoutsPath);
    if (!response.ok) { cashResult.textContent = 'Cannot load withdrawals: ' + response.status; return; }
    const list = await response.json();
    rows.replaceChildren(...list.map((cashout) => {
      const tr = document.createElement('tr');
      tr.append(cell(String(cashout.id)), cell(cashout.email), cell(cashout.amount + ' ' + cashout.currency),
        cell(cashout.method), cell(time(cashout.created_at)), cell(time(cashout.approves_at)));
      const actions = document.createElement('td');
      for (const [action, label] of [['approve', 'Approve'], ['decline', 'Decline']]) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = label;
        button.setAttribute('aria-label', label + ' withdrawal #' + cashout.id);
        button.addEventListener('click', () => act(cashout.id, action));
        actions.append(button);
      }
      tr.append(actions);
      return tr;
    }));
    empty.hidden = list.length > 0;
  }
  document.getElementById('cashouts-refresh').addEventListener('click', loadCashouts);
  loadCashouts();
  setInterval(loadCashouts, ${CASHOUTS_REFRESH_MS});`;
  return { html, script };
}

/**
 * The verification desk: documents waiting for review, each downloadable, with Approve and Reject
 * (with a reason). Rows are built with DOM calls (never HTML strings): names are player input.
 */
function documentsSection(documentsPath: string): { html: string; script: string } {
  const html = `<section aria-labelledby="documents-title">
<h2 id="documents-title">Documents to review</h2>
<p>Verification documents players uploaded. Approving a proof of identity verifies the player;
rejecting one marks the identity check failed. A rejection needs a reason, which the player sees.</p>
<table id="documents">
  <thead><tr><th scope="col">#</th><th scope="col">Player</th><th scope="col">Document</th><th scope="col">File</th><th scope="col">Uploaded</th><th scope="col">Action</th></tr></thead>
  <tbody></tbody>
</table>
<p id="documents-empty" hidden>No documents wait for review.</p>
<button type="button" id="documents-refresh">Refresh</button>
<output id="documents-result" role="status" aria-live="polite"></output>
</section>`;
  const script = `
  const documentsPath = ${JSON.stringify(documentsPath)};
  const docRows = document.querySelector('#documents tbody');
  const docEmpty = document.getElementById('documents-empty');
  const docResult = document.getElementById('documents-result');
  const docCell = (text) => { const td = document.createElement('td'); td.textContent = text; return td; };
  async function review(id, action, reason) {
    const response = await fetch(documentsPath + '/' + id + '/' + action, action === 'reject'
      ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reason }) }
      : { method: 'POST' });
    const body = await response.json();
    docResult.textContent = response.ok
      ? 'Document #' + id + ' ' + (action === 'approve' ? 'approved' : 'rejected') + '.'
      : response.status + ' ' + JSON.stringify(body);
    await loadDocuments();
  }
  async function loadDocuments() {
    const response = await fetch(documentsPath + '?status=pending');
    if (!response.ok) { docResult.textContent = 'Cannot load documents: ' + response.status; return; }
    const list = await response.json();
    docRows.replaceChildren(...list.map((doc) => {
      const tr = document.createElement('tr');
      const file = document.createElement('td');
      const link = document.createElement('a');
      link.href = documentsPath + '/' + doc.id + '/file';
      link.textContent = doc.file_name;
      file.append(link, ' (' + doc.content_type + ', ' + Math.ceil(doc.size_bytes / 1024) + ' KB)');
      tr.append(docCell(String(doc.id)), docCell(doc.email), docCell(doc.type), file,
        docCell(new Date(doc.created_at).toLocaleString()));
      const actions = document.createElement('td');
      const approve = document.createElement('button');
      approve.type = 'button';
      approve.textContent = 'Approve';
      approve.setAttribute('aria-label', 'Approve document #' + doc.id);
      approve.addEventListener('click', () => review(doc.id, 'approve'));
      const reason = document.createElement('input');
      reason.setAttribute('aria-label', 'Reason to reject document #' + doc.id);
      reason.placeholder = 'Reason';
      const reject = document.createElement('button');
      reject.type = 'button';
      reject.textContent = 'Reject';
      reject.setAttribute('aria-label', 'Reject document #' + doc.id);
      reject.addEventListener('click', () => review(doc.id, 'reject', reason.value));
      actions.append(approve, reason, reject);
      tr.append(actions);
      return tr;
    }));
    docEmpty.hidden = list.length > 0;
  }
  document.getElementById('documents-refresh').addEventListener('click', loadDocuments);
  loadDocuments();`;
  return { html, script };
}

/**
 * The operator's desk of the live support chat: a player's newest conversation and a reply box.
 * Messages are put in with DOM calls (never HTML strings) since they are player input.
 */
function supportChatSection(supportChatPath: string): { html: string; script: string } {
  const html = `<section aria-labelledby="chat-title">
<h2 id="chat-title">Support chat</h2>
<p>The newest live-chat conversation of a player (group 545), and the operator's reply, which reaches
the player's open pages on the <code>support_chat</code> channel.</p>
<form id="chat">
  <label for="chat-email">Player e-mail</label>
  <input id="chat-email" name="email" type="email" autocomplete="off" required>
  <button type="button" id="chat-load">Show conversation</button>
  <ol id="chat-messages" aria-label="Conversation"></ol>
  <label for="chat-text">Reply</label>
  <textarea id="chat-text" name="text" required></textarea>
  <button type="submit">Send reply</button>
</form>
<output id="chat-result" role="status" aria-live="polite"></output>
</section>`;
  const script = `
  const chatPath = ${JSON.stringify(supportChatPath)};
  const chatForm = document.getElementById('chat');
  const chatEmail = document.getElementById('chat-email');
  const chatList = document.getElementById('chat-messages');
  const chatResult = document.getElementById('chat-result');
  async function loadChat() {
    const response = await fetch(chatPath + '?email=' + encodeURIComponent(chatEmail.value));
    const body = await response.json();
    if (!response.ok) { chatResult.textContent = response.status + ' ' + JSON.stringify(body); return; }
    chatList.replaceChildren(...body.messages.map((message) => {
      const li = document.createElement('li');
      li.textContent = (message.author === 'operator' ? 'Operator: ' : 'Player: ') + message.text;
      return li;
    }));
    chatResult.textContent = body.conversation ? 'Conversation ' + body.conversation : 'The player has not written yet.';
  }
  document.getElementById('chat-load').addEventListener('click', loadChat);
  chatForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    const text = document.getElementById('chat-text');
    const response = await fetch(chatPath + '/reply', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: chatEmail.value, text: text.value }),
    });
    const body = await response.json();
    if (!response.ok) { chatResult.textContent = response.status + ' ' + JSON.stringify(body); return; }
    text.value = '';
    await loadChat();
  });`;
  return { html, script };
}

/**
 * The HTML of `GET /sandbox/admin`: a form that posts to the push endpoint and, given the path of
 * the cashier's endpoints, the pending withdrawals to approve or decline; given the path of the
 * documents, those waiting for review; given the support chat's admin path, the operator's desk of
 * the live chat. `nonce` is the response's
 * CSP nonce: the page's inline style and script carry it.
 */
export function adminPage(
  pushPath: string,
  cashoutsPath: string | undefined,
  nonce: string,
  documentsPath?: string,
  supportChatPath?: string,
): string {
  const cashier = cashoutsPath ? cashierSection(cashoutsPath) : { html: '', script: '' };
  const documents = documentsPath ? documentsSection(documentsPath) : { html: '', script: '' };
  const chat = supportChatPath ? supportChatSection(supportChatPath) : { html: '', script: '' };
  const options = CHANNELS.map((channel) => `<option value="${channel}">${channel}</option>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox admin</title>
<style nonce="${nonce}">
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input, select, textarea { width: 100%; box-sizing: border-box; font: inherit; padding: .4rem; }
  textarea { min-height: 12rem; font-family: ui-monospace, monospace; }
  button { margin-top: 1rem; font: inherit; padding: .5rem 1.2rem; }
  output { display: block; margin-top: 1rem; white-space: pre-wrap; font-family: ui-monospace, monospace; }
  section { margin-top: 3rem; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: .3rem .4rem; border-bottom: 1px solid #ccc; vertical-align: top; }
  td button { margin: 0 .3rem .3rem 0; padding: .2rem .6rem; }
  @media (max-width: 36rem) { table { font-size: .85rem; } }
</style>
</head>
<body>
<h1>Sandbox admin</h1>
<h2>Real-time push</h2>
<p>Publishes a message on a channel of the sandbox's Centrifugo socket. Private channels go to the
player with this e-mail (as <code>&lt;channel&gt;#&lt;user id&gt;</code>); public ones to everyone.</p>
<form id="push">
  <label for="email">Player e-mail</label>
  <input id="email" name="email" type="email" autocomplete="off">
  <label for="channel">Channel</label>
  <select id="channel" name="channel">${options}</select>
  <label for="data">Data (JSON)</label>
  <textarea id="data" name="data" spellcheck="false"></textarea>
  <button type="submit">Push</button>
</form>
<output id="result" role="status" aria-live="polite"></output>
${cashier.html}
${documents.html}
${chat.html}
<script nonce="${nonce}">
  const examples = ${JSON.stringify(EXAMPLES)};
  const form = document.getElementById('push');
  const channel = document.getElementById('channel');
  const data = document.getElementById('data');
  const result = document.getElementById('result');
  const fill = () => { data.value = JSON.stringify(examples[channel.value] ?? { message: 'hello' }, null, 2); };
  channel.addEventListener('change', fill);
  fill();
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    let parsed;
    try { parsed = JSON.parse(data.value); } catch (error) { result.textContent = 'Data is not JSON: ' + error.message; return; }
    const body = { email: document.getElementById('email').value, channel: channel.value, data: parsed };
    const response = await fetch(${JSON.stringify(pushPath)}, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    result.textContent = response.status + ' ' + JSON.stringify(await response.json(), null, 2);
  });${cashier.script}${documents.script}${chat.script}
</script>
</body>
</html>`;
}
