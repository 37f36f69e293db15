import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteContext } from '../../runtime/context/types.ts';
import { LOCALES } from '../../runtime/context/types.ts';
import { queryKeys } from '../../runtime/queries/index.ts';
import { STATES_BY_COUNTRY, VALIDATION } from '../../runtime/rules/index.ts';
import { prepareProps } from '../../runtime/slots/prepare-props.ts';
import { baseMessages, renderWithProviders } from '../../tests/harness/render-widget.tsx';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { useToastStore } from '../../runtime/state/toast-store.ts';
import { CHOICE_ERROR_KEY } from './form-model.ts';
import { personalInfoForm } from './index.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// GET /api/info/player_fields as the sandbox serves it (tools/sandbox/catalog/player-fields.ts).
const PERSONAL = ['first_name', 'last_name', 'date_of_birth', 'gender'];
const ADDRESS = ['country', 'city', 'address', 'postal_code', 'state'];
const fieldsInfo = {
  fields: [
    { field: 'email', type: 'email', once_set: true },
    { field: 'password', type: 'password', length: { minimum: 6, maximum: 128 } },
    { field: 'nickname', type: 'string', length: { minimum: 3, maximum: 15 } },
    { field: 'first_name', type: 'string', length: { minimum: 1, maximum: 50 } },
    { field: 'last_name', type: 'string', length: { minimum: 1, maximum: 50 } },
    { field: 'date_of_birth', type: 'date', once_set: true, age: { min: { default: 18 } } },
    { field: 'gender', type: 'select', inclusion: { in: ['m', 'f'] } },
    { field: 'country', type: 'country', once_set: true },
    { field: 'city', type: 'string', length: { minimum: 1, maximum: 60 } },
    { field: 'address', type: 'string', length: { minimum: 1, maximum: 120 } },
    { field: 'postal_code', type: 'postal_code' },
    { field: 'state', type: 'state' },
    { field: 'mobile_phone', type: 'phone', service: 1 },
    { field: 'personal_id_number', type: 'string', length: { minimum: 11, maximum: 11 } },
    { field: 'currency', type: 'currency', once_set: true },
    { field: 'receive_promos', type: 'boolean' },
    { field: 'receive_sms_promos', type: 'boolean' },
    { field: 'terms_acceptance', type: 'boolean' },
    { field: 'iban', type: 'iban' },
  ],
  contexts: {
    registration: ['email', 'password', 'currency', 'country', 'receive_promos', 'terms_acceptance'],
    deposit: [...PERSONAL, ...ADDRESS, 'mobile_phone'],
    cashout: [...PERSONAL, ...ADDRESS, 'mobile_phone', 'iban'],
    edition: ['nickname', ...PERSONAL, ...ADDRESS, 'mobile_phone', 'receive_promos', 'receive_sms_promos'],
    evolution: ['first_name', 'last_name', 'date_of_birth', 'country', 'city'],
    payment_systems: { card: { base: { deposit: 'first_name', cashout: 'address' } } },
  },
};

const countries = [
  { name: 'Canada', code: 'CA', default_currency: 'CAD' },
  { name: 'Australia', code: 'AU', default_currency: 'AUD' },
  { name: 'Germany', code: 'DE', default_currency: 'EUR' },
  { name: 'Estonia', code: 'EE', default_currency: 'EUR' },
];

/** A Canadian player fresh from registration: e-mail, currency and country only. */
const freshPlayer = {
  id: 7,
  email: 'ann@example.com',
  nickname: null,
  first_name: null,
  last_name: null,
  date_of_birth: null,
  gender: null,
  country: 'CA',
  city: null,
  address: null,
  postal_code: null,
  currency: 'CAD',
  language: 'en',
  statuses: [],
};

const completePlayer = {
  ...freshPlayer,
  first_name: 'Ann',
  last_name: 'Lee',
  date_of_birth: '1990-04-01',
  gender: 'f',
  city: 'Toronto',
  address: '1 King St W',
  postal_code: 'M5H 1A1',
  state: 'ON',
  mobile_phone: '+1 416 555 0100',
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A fake platform: PATCH /api/player answers with the next queued response, GET /api/player the player. */
function platform(patchAnswers: Response[], playerAfter: unknown = completePlayer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined });
      if (url.includes('/api/player') && method === 'PATCH') return patchAnswers.shift() ?? json(500, {});
      if (url.includes('/api/player')) return json(200, playerAfter);
      if (url.includes('/metrics-errors-validation')) return new Response(null, { status: 204 });
      return json(404, {});
    }),
  );
  return {
    calls,
    patches: () => calls.filter((call) => call.method === 'PATCH'),
  };
}

let location = '';
function LocationProbe() {
  const current = useLocation();
  location = `${current.pathname}${current.search}`;
  return null;
}

async function showForm({
  player = freshPlayer as Record<string, unknown>,
  props = personalInfoForm.example as Record<string, unknown>,
  slot = 'personal-info',
  params = { closeTo: '/' } as Record<string, string>,
  context = {} as Partial<SiteContext>,
} = {}) {
  const user = userEvent.setup();
  // Outside a popup (a profile page slot) no modal entry exists.
  if (slot !== 'main') useModalStore.getState().open(slot, params);
  const { default: Component } = await personalInfoForm.load();
  const view = renderWithProviders(
    <>
      <Component props={prepareProps(personalInfoForm, props)} slot={slot} />
      <LocationProbe />
    </>,
    {
      route: '/deposit',
      context: { auth: 'player', country: 'CA', ...context },
      queryData: [
        [queryKeys.player.profile(), player],
        [queryKeys.info.playerFields(), fieldsInfo],
        [queryKeys.info.countries(), countries],
      ],
    },
  );
  await waitFor(() => expect(view.container.querySelector('form')).toBeTruthy());
  return { user, ...view };
}

const input = (name: string | RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const select = (name: string | RegExp) => screen.getByLabelText(name) as HTMLSelectElement;
const yearsAgo = (years: number) => {
  const now = new Date();
  const day = String(now.getUTCDate()).padStart(2, '0');
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${day}/${month}/${now.getUTCFullYear() - years}`;
};

/** Fills every deposit field a fresh Canadian player misses with valid values. */
async function fillValidDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input('First name'), 'Ann');
  await user.type(input('Last name'), 'Lee');
  await user.type(input('Date of birth'), '01041990');
  await user.selectOptions(select('Gender'), 'f');
  await user.type(input('City'), 'Toronto');
  await user.type(input('Address'), '1 King St W');
  await user.type(input('Postal code'), 'm5h 1a1');
  await user.type(input('Mobile phone'), '+1 416 555 0100');
}

describe('personal info form', () => {
  beforeEach(() => {
    useModalStore.getState().closeAll();
    location = '';
  });
  afterEach(() => {
    useModalStore.getState().closeAll();
    vi.unstubAllGlobals();
  });

  it('asks a fresh player only for the deposit details they miss, and for the province', async () => {
    platform([]);
    await showForm();
    expect(screen.getByText(/Before you deposit, please complete your personal details/)).toBeTruthy();
    const labels = Array.from(document.querySelectorAll('label')).map((label) => label.textContent);
    expect(labels).toEqual([
      'First name',
      'Last name',
      'Date of birth',
      'Gender',
      'City',
      'Address',
      'Postal code',
      'State or province',
      'Mobile phone',
    ]);
    expect(input('Date of birth').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Day\/month\/year, e\.g\. 31\/12\/1990\. Check it carefully/)).toBeTruthy();
    expect(input('First name').getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('option', { name: 'Ontario' })).toBeTruthy();
  });

  it('says what is wrong under each field, focuses the first, and sends nothing', async () => {
    const { patches } = platform([]);
    const { user } = await showForm();
    await user.type(input('First name'), 'Ann<3');
    await user.type(input('Date of birth'), '31022000');
    await user.type(input('Postal code'), '12345');
    await user.type(input('Mobile phone'), '12-34');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(screen.getAllByText('Use only letters, digits, spaces, dots and hyphens')).toHaveLength(1);
    expect(screen.getByText('Enter a real date in the past')).toBeTruthy();
    expect(screen.getByText('Enter a valid postal code for your country')).toBeTruthy();
    expect(screen.getByText('Enter at least 8 characters: digits, +, (, ), spaces or hyphens')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Gender is required')).toBeTruthy();
    expect(screen.getByText('State or province is required')).toBeTruthy();
    expect(input('First name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('First name'));
    expect(patches()).toHaveLength(0);
  });

  it('clears a message as soon as the value is right', async () => {
    platform([]);
    const { user } = await showForm();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText('City is required')).toBeTruthy();
    await user.type(input('City'), 'T');
    expect(screen.queryByText('City is required')).toBeNull();
  });

  it('checks a field when the player leaves it, but not an untouched empty one', async () => {
    platform([]);
    const { user } = await showForm();
    await user.click(input('First name'));
    await user.tab();
    expect(screen.queryByText('First name is required')).toBeNull();
    await user.type(input('Last name'), 'L€e');
    await user.tab();
    expect(screen.getByText('Use only letters, digits, spaces, dots and hyphens')).toBeTruthy();
  });

  it('takes one click on Save right after a wrong value: no message moves the button under the pointer', async () => {
    const { patches } = platform([json(200, completePlayer)]);
    const { user } = await showForm();
    await fillValidDetails(user);
    await user.selectOptions(select('State or province'), 'ON');
    await user.clear(input('Mobile phone'));
    await user.type(input('Mobile phone'), '12-34');
    const save = screen.getByRole('button', { name: 'Save and continue' });
    const leftFor = vi.fn();
    input('Mobile phone').addEventListener('focusout', (event) => leftFor(event.relatedTarget));

    await user.pointer({ keys: '[MouseLeft>]', target: save });
    expect(leftFor).toHaveBeenCalledWith(save);
    expect(screen.queryByText(/Enter at least 8 characters/)).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: save });
    // The click went through: the form checked every field and kept the wrong one.
    expect(screen.getByText('Enter at least 8 characters: digits, +, (, ), spaces or hyphens')).toBeTruthy();
    expect(document.activeElement).toBe(input('Mobile phone'));
    expect(patches()).toHaveLength(0);

    await user.clear(input('Mobile phone'));
    await user.type(input('Mobile phone'), '+1 416 555 0100');
    await user.click(save);
    await waitFor(() => expect(patches()).toHaveLength(1));
  });

  it('needs players to be 18, and 21 under the Estonian licence', async () => {
    platform([]);
    const { user, unmount } = await showForm();
    await user.type(input('Date of birth'), yearsAgo(17));
    await user.tab();
    expect(screen.getByText('You must be at least 18 years old')).toBeTruthy();
    await user.clear(input('Date of birth'));
    await user.type(input('Date of birth'), yearsAgo(19));
    await user.tab();
    expect(screen.queryByText(/You must be at least/)).toBeNull();
    unmount();

    const estonian = await showForm({
      player: { ...freshPlayer, country: 'EE' },
      context: { licence: 'EE', country: 'EE' },
    });
    await estonian.user.type(input('Date of birth'), yearsAgo(19));
    await estonian.user.tab();
    expect(screen.getByText('You must be at least 21 years old')).toBeTruthy();
  });

  it('adds the slashes of a birthday typed as digits', async () => {
    platform([]);
    const { user } = await showForm();
    await user.type(input('Date of birth'), '01041990');
    expect(input('Date of birth').value).toBe('01/04/1990');
  });

  it('fills the province from a Canadian postal code and says so', async () => {
    platform([]);
    const { user } = await showForm();
    await user.type(input('Postal code'), 'M5H 1A1');
    expect(select('State or province').value).toBe('ON');
    expect(screen.getByText('Filled in from your postal code.')).toBeTruthy();
    // A filled-in province follows the postal code; one the player chose stays.
    await user.clear(input('Postal code'));
    await user.type(input('Postal code'), 'H2X 1Y4');
    expect(select('State or province').value).toBe('QC');
    await user.selectOptions(select('State or province'), 'ON');
    await user.clear(input('Postal code'));
    await user.type(input('Postal code'), 'V6B 1A1');
    expect(select('State or province').value).toBe('ON');
    expect(screen.queryByText('Filled in from your postal code.')).toBeNull();
  });

  it('fills the Australian state from the postcode range', async () => {
    platform([]);
    const { user } = await showForm({ player: { ...freshPlayer, country: 'AU', currency: 'AUD' } });
    await user.type(input('Postal code'), '2600');
    expect(select('State or province').value).toBe('ACT');
    await user.clear(input('Postal code'));
    await user.type(input('Postal code'), '3000');
    expect(select('State or province').value).toBe('VIC');
  });

  it('offers the state field, optional, for a German player', async () => {
    platform([]);
    await showForm({ player: { ...freshPlayer, country: 'DE', currency: 'EUR' } });
    expect(screen.getByLabelText('State or province (optional)').tagName).toBe('INPUT');
  });

  it('sends the typed details with the deposit context, then continues to the deposit', async () => {
    const { patches, calls } = platform([json(200, completePlayer)]);
    const { user } = await showForm({ params: { closeTo: '/', continueTo: '/deposit?amount=50' } });
    await fillValidDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(useModalStore.getState().stack[0]?.closing).toBe(true));
    expect(patches()).toHaveLength(1);
    expect(patches()[0]?.body).toEqual({
      context: 'deposit',
      player: {
        first_name: 'Ann',
        last_name: 'Lee',
        date_of_birth: '1990-04-01',
        gender: 'f',
        city: 'Toronto',
        address: '1 King St W',
        postal_code: 'M5H 1A1',
        state: 'ON',
        mobile_phone: '+1 416 555 0100',
      },
    });
    // The player is read again, so the cashbox guard sees the complete profile.
    expect(calls.filter((call) => call.method === 'GET' && call.url.includes('/api/player'))).toHaveLength(1);
    expect(location).toBe('/deposit?amount=50');
  });

  it('keeps the locale prefix when it continues', async () => {
    platform([json(200, completePlayer)]);
    const { user } = await showForm({ context: { locale: 'fr-CA', localeFromPath: true } });
    await user.type(input('Prénom'), 'Ann');
    await user.type(input('Nom de famille'), 'Lee');
    await user.type(input('Date de naissance'), '01041990');
    await user.selectOptions(select('Sexe'), 'f');
    await user.type(input('Ville'), 'Montréal');
    await user.type(input('Adresse'), '1 rue Sainte-Catherine');
    await user.type(input('Code postal'), 'H2X 1Y4');
    await user.type(input('Téléphone cellulaire'), '+1 514 555 0100');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    await waitFor(() => expect(location).toBe('/fr-CA/deposit'));
  });

  it("shows the server's errors under their fields and the others above, keeping what was typed", async () => {
    const { patches } = platform([
      json(422, { errors: { postal_code: ['is invalid'], nickname: ['contains wrong chars'] } }),
    ]);
    const { user } = await showForm();
    await fillValidDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText('is invalid')).toBeTruthy();
    expect(input('Postal code').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Postal code'));
    expect(screen.getByRole('alert').textContent).toBe('Nickname: contains wrong chars');
    expect(input('First name').value).toBe('Ann');
    expect(input('Postal code').value).toBe('m5h 1a1');
    expect(select('Gender').value).toBe('f');
    expect(useModalStore.getState().stack[0]?.closing).toBe(false);
    expect(patches()).toHaveLength(1);
  });

  it('says the details were not saved when the server fails, and lets the player send again', async () => {
    const { patches } = platform([json(503, null), json(200, completePlayer)]);
    const { user } = await showForm();
    await fillValidDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your details could not be saved. Please check your connection and try again.',
    );
    expect(input('Address').value).toBe('1 King St W');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(useModalStore.getState().stack[0]?.closing).toBe(true));
    expect(patches()).toHaveLength(2);
  });

  it('submits from the keyboard and marks the form busy while sending', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const patches: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method !== 'PATCH') return json(200, completePlayer);
        patches.push(JSON.parse(String(init.body)));
        return pending;
      }),
    );
    const { user, container } = await showForm({ props: { context: 'deposit' } });
    await fillValidDetails(user);
    await user.click(input('Mobile phone'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(container.querySelector('form')?.getAttribute('aria-busy')).toBe('true'));
    expect(patches).toHaveLength(1);
    answer(json(200, completePlayer));
    await waitFor(() => expect(useModalStore.getState().stack[0]?.closing).toBe(true));
    // Without a continueTo the popup only closes: the cashbox route behind it takes over.
    expect(location).toBe('/deposit');
  });

  it('shows every deposit field of a complete profile and closes without a call when nothing changed', async () => {
    const { patches } = platform([]);
    const { user } = await showForm({ player: completePlayer, props: { context: 'deposit' } });
    expect(input('First name').value).toBe('Ann');
    expect(input('Date of birth').readOnly).toBe(true);
    expect(input('Date of birth').value).toBe('01/04/1990');
    expect(input('Country').readOnly).toBe(true);
    expect(input('Country').value).toBe('Canada');
    expect(screen.getAllByText('This cannot be changed here. Contact support if it is wrong.')).toHaveLength(
      2,
    );
    expect(select('State or province').value).toBe('ON');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(useModalStore.getState().stack[0]?.closing).toBe(true));
    expect(patches()).toHaveLength(0);
  });

  it('sends only what changed, in the context of a game provider for the edit-profile popup', async () => {
    const { patches } = platform([json(200, completePlayer)]);
    const { user } = await showForm({
      slot: 'edit-profile',
      props: { context: 'edition', show: 'all' },
      player: { ...completePlayer, city: '' },
      params: {
        context: 'evolution',
        fields: 'first_name',
        continueTo: '/play/evolution/lightning-roulette',
      },
    });
    expect(screen.getByText(/This game needs a few more details/)).toBeTruthy();
    const labels = Array.from(document.querySelectorAll('label')).map((label) => label.textContent);
    expect(labels).toEqual(['First name', 'City']);
    await user.clear(input('First name'));
    await user.type(input('First name'), 'Anna');
    await user.type(input('City'), 'Riga');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(location).toBe('/play/evolution/lightning-roulette'));
    expect(patches()[0]?.body).toEqual({
      context: 'evolution',
      player: { first_name: 'Anna', city: 'Riga' },
    });
  });

  it('says so in place when used outside a popup', async () => {
    platform([json(200, completePlayer)]);
    const { user } = await showForm({
      slot: 'main',
      props: { context: 'edition', show: 'all' },
      player: completePlayer,
    });
    const nickname = screen.getByLabelText('Nickname (optional)') as HTMLInputElement;
    await user.type(nickname, 'Lucky Ann');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your details have been saved.');
  });

  it('offers a retry when the field sets cannot be loaded', async () => {
    // The field sets fail once, then load; any other call of the form fails (it must not take
    // the field sets' second answer: calls may come in any order).
    const fieldAnswers = [json(500, {}), json(200, fieldsInfo)];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/api/info/player_fields')
          ? (fieldAnswers.shift() ?? json(200, fieldsInfo))
          : json(500, {}),
      ),
    );
    const user = userEvent.setup();
    useModalStore.getState().open('personal-info', {});
    const { default: Component } = await personalInfoForm.load();
    renderWithProviders(<Component props={prepareProps(personalInfoForm, {})} slot="personal-info" />, {
      context: { auth: 'player' },
      queryData: [
        [queryKeys.player.profile(), freshPlayer],
        [queryKeys.info.countries(), countries],
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your details could not be loaded.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('First name')).toBeTruthy();
  });
});

describe('personal info form on the profile (edition context)', () => {
  beforeEach(() => useModalStore.getState().closeAll());
  afterEach(() => vi.unstubAllGlobals());

  const onProfile = (player: Record<string, unknown>) =>
    showForm({ slot: 'main', props: { context: 'edition', show: 'all' }, player });

  it('shows every edition field prefilled under its own heading, birthday and country locked', async () => {
    platform([]);
    await onProfile({ ...completePlayer, nickname: 'Lucky Ann' });
    const form = screen.getByRole('form', { name: 'Personal details' });
    expect(within(form).getByRole('heading', { level: 2, name: 'Personal details' })).toBeTruthy();
    expect(input('Nickname (optional)').value).toBe('Lucky Ann');
    expect(input('First name').value).toBe('Ann');
    expect(input('Last name').value).toBe('Lee');
    expect(input('Date of birth').value).toBe('01/04/1990');
    expect(input('Date of birth').readOnly).toBe(true);
    expect(select('Gender').value).toBe('f');
    expect(input('Country').readOnly).toBe(true);
    expect(input('City').value).toBe('Toronto');
    expect(input('Address').value).toBe('1 King St W');
    expect(input('Postal code').value).toBe('M5H 1A1');
    expect(select('State or province').value).toBe('ON');
    expect(input('Mobile phone').value).toBe('+1 416 555 0100');
    // The opt-ins of the edition set are the subscriptions' business, not this form's.
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('fills Ontario from the postal code M5V 2T6 and saves the details with the edition context', async () => {
    const { patches } = platform([json(200, completePlayer)]);
    const { user } = await onProfile(freshPlayer);
    await user.type(input('Nickname (optional)'), 'Lucky Ann');
    await fillValidDetails(user);
    await user.clear(input('Postal code'));
    await user.type(input('Postal code'), 'M5V 2T6');
    expect(select('State or province').value).toBe('ON');
    expect(screen.getByText('Filled in from your postal code.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your details have been saved.');
    expect(patches()[0]?.body).toMatchObject({
      context: 'edition',
      player: { nickname: 'Lucky Ann', city: 'Toronto', postal_code: 'M5V 2T6', state: 'ON' },
    });
  });

  it('takes back "saved" as soon as the player changes a value again', async () => {
    platform([json(200, completePlayer)]);
    const { user } = await onProfile(completePlayer);
    await user.type(input('Nickname (optional)'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your details have been saved.');
    await user.type(input('City'), 'x');
    expect(screen.queryByText('Your details have been saved.')).toBeNull();
  });
});

describe('personal info messages', () => {
  const fieldKeys = fieldsInfo.fields.map((field) => `FIELDS.${field.field.toUpperCase()}`);
  const stateKeys = Object.entries(STATES_BY_COUNTRY).flatMap(([country, states]) =>
    states.map((state) => `STATES.${country}.${state}`),
  );
  const keys = [
    ...fieldKeys
      .filter((key) => !/EMAIL|PASSWORD|CURRENCY|PROMOS|TERMS/.test(key))
      .map((key) => `PERSONAL_INFO.${key}`),
    ...stateKeys.map((key) => `PERSONAL_INFO.${key}`),
    'PERSONAL_INFO.OPTIONS.GENDER.M',
    'PERSONAL_INFO.OPTIONS.GENDER.F',
    CHOICE_ERROR_KEY,
    // The form words every §5 rule with the shared messages.
    ...Object.values(VALIDATION),
  ];

  it.each(LOCALES)('translates every field, option, state and rule message in %s', (locale) => {
    const messages = baseMessages(locale);
    const missing = keys.filter((key) => {
      let node: unknown = messages;
      for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
      return typeof node !== 'string' || node === '';
    });
    expect(missing).toEqual([]);
  });
});

describe('a Lithuanian IBAN', () => {
  afterEach(() => {
    useModalStore.getState().closeAll();
    useToastStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it("is taken, and the platform's message for it is said when the popup closes (spec §5)", async () => {
    const { patches } = platform([json(200, { ...completePlayer, messages: { notice: 'IBAN_LT' } })]);
    const { user } = await showForm({ props: { context: 'cashout' }, player: completePlayer });
    await user.type(input('IBAN'), 'LT12 1000 0111 0100 1000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(useModalStore.getState().stack[0]?.closing).toBe(true));
    expect(patches()[0]?.body).toMatchObject({
      context: 'cashout',
      player: { iban: 'LT121000011101001000' },
    });
    expect(useToastStore.getState().toasts.map((toast) => toast.messageKey)).toEqual(['VALIDATION.IBAN_LT']);
  });

  it('says nothing more for another IBAN', async () => {
    platform([json(200, completePlayer)]);
    const { user } = await showForm({ props: { context: 'cashout' }, player: completePlayer });
    await user.type(input('IBAN'), 'DE89 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(useModalStore.getState().stack[0]?.closing).toBe(true));
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
