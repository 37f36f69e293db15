import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteContext } from '../../runtime/context/types.ts';
import { queryKeys } from '../../runtime/queries/index.ts';
import { prepareProps } from '../../runtime/slots/prepare-props.ts';
import { renderWithProviders } from '../../tests/harness/render-widget.tsx';
import type { AnalyticsEvent } from '../../runtime/analytics/flow-events.ts';
import { bus } from '../../runtime/state/event-bus.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { descriptionOf } from '../../tests/harness/description-of.ts';
import { registrationForm } from './index.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** player_fields as the sandbox serves it (the parts the form reads). */
const playerFields = (registration: string[]) => ({
  fields: [
    { field: 'email', type: 'email', once_set: true },
    { field: 'password', type: 'password', length: { minimum: 6, maximum: 128 } },
    { field: 'nickname', type: 'string', length: { minimum: 3, maximum: 15 } },
    { field: 'date_of_birth', type: 'date', once_set: true },
    { field: 'gender', type: 'select', inclusion: { in: ['m', 'f'] } },
    { field: 'mobile_phone', type: 'phone', service: 1 },
    { field: 'currency', type: 'currency', once_set: true },
    { field: 'terms_acceptance', type: 'boolean' },
  ],
  contexts: { registration },
});
const SANDBOX_FIELDS = ['email', 'password', 'currency', 'country', 'receive_promos', 'terms_acceptance'];

const currency = (code: string, symbol: string, isDefault = false) => ({
  code,
  symbol,
  subunits_to_unit: 100,
  fiat: true,
  default: isDefault,
  subcurrencies: [],
});
const currencies = [
  currency('AUD', 'A$'),
  currency('CAD', 'C$'),
  currency('EUR', '€', true),
  currency('USD', '$'),
];
const countries = [
  { name: 'Australia', code: 'AU', default_currency: 'AUD' },
  { name: 'Canada', code: 'CA', default_currency: 'CAD' },
  { name: 'Estonia', code: 'EE', default_currency: 'EUR' },
  { name: 'Germany', code: 'DE', default_currency: 'EUR' },
];

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A fake platform: the e-mail check accepts by default, registration answers with the next queued
 * response (`201 {}` when none is queued) and, like the sandbox, signs nobody in.
 */
function platform(options: { checkEmail?: () => Response; register?: Response[] } = {}) {
  const calls: Call[] = [];
  const register = options.register ?? [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://croupier.test').pathname;
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ method, path, body });
      if (path === '/check-email') {
        return options.checkEmail?.() ?? json(200, { errors: { message: 'IBIZA::VALID::ACCEPTED_EMAIL' } });
      }
      if (path === '/api/users' && method === 'POST') {
        return register.shift() ?? json(201, {});
      }
      if (path === '/api/player') return json(401, {});
      if (path === '/api/player/groups') return json(200, { groups: [] });
      return new Response(null, { status: 204 });
    }),
  );
  return {
    calls,
    /** Calls that reached the platform's e-mail check or registration. */
    auth: () => calls.filter((call) => call.path === '/check-email' || call.path === '/api/users'),
    registrations: () => calls.filter((call) => call.path === '/api/users'),
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface ShowOptions {
  context?: Partial<SiteContext>;
  props?: Record<string, unknown>;
  registrationFields?: string[];
  params?: Record<string, string>;
  route?: string;
}

async function showForm(options: ShowOptions = {}) {
  const user = userEvent.setup();
  useModalStore.getState().open('registration', { closeTo: '/', ...options.params });
  const { default: Form } = await registrationForm.load();
  const props = prepareProps(registrationForm, options.props ?? registrationForm.example);
  const view = renderWithProviders(
    <>
      <Form props={props} slot="registration" />
      <LocationProbe />
    </>,
    {
      context: options.context,
      route: options.route ?? '/registration',
      queryData: [
        [queryKeys.player.profile(), null],
        [queryKeys.info.playerFields(), playerFields(options.registrationFields ?? SANDBOX_FIELDS)],
        [queryKeys.info.currencies(), currencies],
        [queryKeys.info.countries(), countries],
      ],
    },
  );
  await waitFor(() => expect(view.container.querySelector('form')).not.toBeNull());
  return { user, ...view };
}

const input = (name: string | RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const terms = () =>
  screen.getByRole('checkbox', { name: /accept the Terms and Conditions/ }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Create account' });

type User = ReturnType<typeof userEvent.setup>;

/** Fills every required field of the sandbox's registration set with valid values. */
async function fillValid(
  user: User,
  overrides: { email?: string; password?: string; confirm?: string } = {},
) {
  const password = overrides.password ?? 'Secret#123';
  await user.type(input('E-mail'), overrides.email ?? 'ann@example.com');
  await user.type(input('Password'), password);
  await user.type(input('Repeat password'), overrides.confirm ?? password);
  await user.click(terms());
}

const yearsAgo = (years: number) => `01/01/${new Date().getUTCFullYear() - years}`;

describe('registration form', () => {
  beforeEach(() => useModalStore.getState().closeAll());
  afterEach(() => {
    useModalStore.getState().closeAll();
    vi.unstubAllGlobals();
  });

  it("renders the server's registration fields with the visitor's country and its currency chosen", async () => {
    platform();
    await showForm();
    expect(input('E-mail').type).toBe('email');
    expect(input('Password').type).toBe('password');
    expect(input('Repeat password').type).toBe('password');
    expect(select('Currency').value).toBe('CAD');
    expect(
      within(select('Currency'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['AUD (A$)', 'CAD (C$)', 'EUR (€)', 'USD ($)']);
    expect(select('Country').value).toBe('CA');
    expect(input('Nickname (optional)')).toBeTruthy();
    expect(input('Promo code (optional)')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Send me bonuses and promotions by e-mail' })).toBeTruthy();
    expect(terms().checked).toBe(false);
    const termsLink = screen.getByRole('link', { name: 'Terms and Conditions' });
    expect(termsLink.getAttribute('href')).toBe('/terms-and-conditions');
    expect(termsLink.getAttribute('target')).toBe('_blank');
    expect(terms().labels?.[0]?.textContent).toBe(
      'I am at least 18 years old and accept the Terms and Conditions',
    );
    expect(screen.queryByLabelText('Date of birth')).toBeNull();
  });

  it("asks by default only what the server's registration set requires: e-mail, password, currency, terms", async () => {
    platform();
    const { container } = await showForm({
      registrationFields: ['email', 'password', 'currency', 'terms_acceptance'],
      props: {},
    });
    const asked = [...container.querySelectorAll('form :is(input, select, textarea)')].map(
      (field) => (field as HTMLInputElement).labels?.[0]?.textContent,
    );
    expect(asked).toEqual([
      'E-mail',
      'Password',
      'Currency',
      'I am at least 18 years old and accept the Terms and Conditions',
    ]);
  });

  it('follows a change of the server field set: fields appear and disappear with it', async () => {
    platform();
    const { user } = await showForm({
      registrationFields: ['email', 'password', 'currency', 'mobile_phone', 'gender', 'terms_acceptance'],
      props: { extraFields: [], confirmPassword: false },
    });
    expect(screen.queryByRole('combobox', { name: 'Country' })).toBeNull();
    expect(screen.queryByLabelText('Repeat password')).toBeNull();
    expect(screen.queryByLabelText('Nickname (optional)')).toBeNull();
    expect(
      within(select('Gender'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Male', 'Female']);
    await user.type(input('Mobile phone'), '12-34');
    await user.click(submit());
    expect(descriptionOf(input('Mobile phone'))).toBe(
      'Enter at least 8 characters: digits, +, (, ), spaces or hyphens',
    );
    expect(descriptionOf(select('Gender'))).toBe('Gender is required');
  });

  it('blocks an empty form with a message under each required field and focuses the first', async () => {
    const api = platform();
    const { user } = await showForm();
    await user.click(submit());
    expect(descriptionOf(input('E-mail'))).toBe('E-mail is required');
    expect(descriptionOf(input('Password'))).toBe('Password is required');
    expect(descriptionOf(input('Repeat password'))).toBe('Repeat password is required');
    expect(descriptionOf(terms())).toBe('The Terms and Conditions must be accepted');
    expect(input('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('E-mail'));
    expect(api.auth()).toEqual([]);
  });

  const rules: {
    rule: string;
    fill: (user: User) => Promise<void>;
    field: () => HTMLElement;
    text: string;
  }[] = [
    {
      rule: 'a malformed e-mail',
      fill: (user) => fillValid(user, { email: 'ann@example' }),
      field: () => input('E-mail'),
      text: 'Enter a valid e-mail address',
    },
    {
      rule: 'a password with characters outside the allowed set',
      fill: (user) => fillValid(user, { password: 'Secret*123' }),
      field: () => input('Password'),
      text: "Use only letters, digits and | @ # $ ^ & = ! № ' ; % : ? ( ) _ + - / , . < >",
    },
    {
      rule: "a password shorter than the server's minimum",
      fill: (user) => fillValid(user, { password: 'Ab1' }),
      field: () => input('Password'),
      text: 'Password must be at least 6 characters long',
    },
    {
      rule: 'a confirmation that differs from the password',
      fill: (user) => fillValid(user, { confirm: 'Secret#124' }),
      field: () => input('Repeat password'),
      text: 'The passwords do not match',
    },
    {
      rule: 'a nickname of two characters',
      fill: async (user) => {
        await fillValid(user);
        await user.type(input('Nickname (optional)'), 'Al');
      },
      field: () => input('Nickname (optional)'),
      text: 'The nickname must be 3 to 15 characters long',
    },
    {
      rule: 'a nickname with forbidden characters',
      fill: async (user) => {
        await fillValid(user);
        await user.type(input('Nickname (optional)'), 'Ann!');
      },
      field: () => input('Nickname (optional)'),
      text: 'Use only letters, digits, spaces, dots and hyphens',
    },
    {
      rule: 'terms left unaccepted',
      fill: async (user) => {
        await fillValid(user);
        await user.click(terms());
      },
      field: terms,
      text: 'The Terms and Conditions must be accepted',
    },
  ];

  it.each(rules)('does not send $rule and says why under the field', async ({ fill, field, text }) => {
    const api = platform();
    const { user } = await showForm();
    await fill(user);
    await user.click(submit());
    expect(descriptionOf(field())).toBe(text);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field());
    expect(api.auth()).toEqual([]);
  });

  it('checks a field when the player leaves it, and clears the message once it is fixed', async () => {
    platform();
    const { user } = await showForm();
    await user.type(input('E-mail'), 'ann@');
    await user.tab();
    expect(descriptionOf(input('E-mail'))).toBe('Enter a valid e-mail address');
    await user.type(input('E-mail'), 'example.com');
    expect(descriptionOf(input('E-mail'))).toBeNull();
    // Passing an empty field by says nothing yet.
    await user.click(input('Repeat password'));
    await user.tab();
    expect(descriptionOf(input('Repeat password'))).toBeNull();
  });

  it('takes one click on Create account right after a wrong value: no message moves the button under the pointer', async () => {
    const api = platform();
    const { user } = await showForm();
    await user.type(input('E-mail'), 'ann@');
    const leftFor = vi.fn();
    input('E-mail').addEventListener('focusout', (event) => leftFor(event.relatedTarget));

    await user.pointer({ keys: '[MouseLeft>]', target: submit() });
    expect(leftFor).toHaveBeenCalledWith(submit());
    expect(descriptionOf(input('E-mail'))).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: submit() });
    // The click went through: every field is checked and the first wrong one has the focus.
    expect(descriptionOf(input('E-mail'))).toBe('Enter a valid e-mail address');
    expect(descriptionOf(input('Password'))).toBe('Password is required');
    expect(document.activeElement).toBe(input('E-mail'));
    expect(api.auth()).toEqual([]);

    await user.type(input('E-mail'), 'example.com');
    await user.type(input('Password'), 'Secret#123');
    await user.type(input('Repeat password'), 'Secret#123');
    await user.click(terms());
    await user.type(input('Repeat password'), '!');
    await user.click(submit());
    expect(descriptionOf(input('Repeat password'))).toBe('The passwords do not match');
    expect(api.auth()).toEqual([]);
  });

  it('asks Estonian visitors for a date of birth and refuses anyone under 21', async () => {
    const api = platform();
    const { user } = await showForm({ context: { country: 'EE', licence: 'EE' } });
    expect(terms().labels?.[0]?.textContent).toBe(
      'I am at least 21 years old and accept the Terms and Conditions',
    );
    await fillValid(user);
    await user.click(submit());
    expect(descriptionOf(input('Date of birth'))).toBe('Date of birth is required');

    await user.type(input('Date of birth'), yearsAgo(20));
    await user.click(submit());
    expect(descriptionOf(input('Date of birth'))).toBe('You must be at least 21 years old');
    expect(api.auth()).toEqual([]);

    await user.clear(input('Date of birth'));
    await user.type(input('Date of birth'), yearsAgo(21));
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(api.registrations()[0]?.body).toMatchObject({
      user: { country: 'EE', currency: 'EUR', date_of_birth: `${new Date().getUTCFullYear() - 21}-01-01` },
    });
  });

  it('asks for the date of birth as soon as the player says they live in Estonia', async () => {
    platform();
    const { user } = await showForm();
    expect(screen.queryByLabelText('Date of birth')).toBeNull();
    await user.selectOptions(select('Country'), 'EE');
    expect(input('Date of birth')).toBeTruthy();
    expect(select('Currency').value).toBe('EUR');
    await user.type(input('Date of birth'), '31/02/2000');
    await user.tab();
    expect(descriptionOf(input('Date of birth'))).toBe('Enter a real date in the past');
  });

  it("offers the country's currency until the player picks one", async () => {
    platform();
    const { user } = await showForm({ context: { country: 'AU' } });
    expect(select('Currency').value).toBe('AUD');
    await user.selectOptions(select('Country'), 'DE');
    expect(select('Currency').value).toBe('EUR');
    await user.selectOptions(select('Currency'), 'USD');
    await user.selectOptions(select('Country'), 'CA');
    expect(select('Currency').value).toBe('USD');
  });

  it('shows under the e-mail field that the e-mail check refused the address, and does not register', async () => {
    const api = platform({
      checkEmail: () => json(422, { errors: { message: 'IBIZA::INVALID::BLACKLISTED' } }),
    });
    const { user } = await showForm();
    await fillValid(user, { email: 'ann@blacklisted.test' });
    await user.click(submit());
    await waitFor(() =>
      expect(descriptionOf(input('E-mail'))).toBe(
        'This e-mail address cannot be used. Please use another one.',
      ),
    );
    expect(document.activeElement).toBe(input('E-mail'));
    expect(api.auth().map((call) => call.path)).toEqual(['/check-email']);
    expect(api.auth()[0]?.body).toEqual({ email: 'ann@blacklisted.test' });
  });

  it('registers a risky address: only the invalid family of the check blocks', async () => {
    const api = platform({ checkEmail: () => json(200, { errors: { message: 'IBIZA::RISKY::TEMPORARY' } }) });
    const { user } = await showForm();
    await fillValid(user, { email: 'ann@mailinator.com' });
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(api.auth().map((call) => call.path)).toEqual(['/check-email', '/api/users']);
  });

  it('shows "already taken" under the e-mail field and keeps everything the player typed', async () => {
    const api = platform({ register: [json(422, { errors: { email: ['has already been taken'] } })] });
    const { user } = await showForm();
    await fillValid(user);
    await user.type(input('Nickname (optional)'), 'Ann B');
    await user.selectOptions(select('Currency'), 'EUR');
    await user.click(screen.getByRole('checkbox', { name: 'Send me bonuses and promotions by e-mail' }));
    await user.click(submit());

    await waitFor(() => expect(descriptionOf(input('E-mail'))).toBe('has already been taken'));
    expect(input('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('E-mail'));
    expect(input('E-mail').value).toBe('ann@example.com');
    expect(input('Password').value).toBe('Secret#123');
    expect(input('Repeat password').value).toBe('Secret#123');
    expect(input('Nickname (optional)').value).toBe('Ann B');
    expect(select('Currency').value).toBe('EUR');
    expect(terms().checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: /by e-mail/ })).toHaveProperty('checked', true);
    const report = api.calls.find((call) => call.path === '/metrics-errors-validation');
    expect(report?.body).toEqual({
      side: 'backEnd',
      component: 'RegistrationForm',
      errors: [{ key: 'email', firstMessage: 'has already been taken' }],
    });

    // A changed address loses the server's message; the next submit checks it again.
    await user.clear(input('E-mail'));
    await user.type(input('E-mail'), 'ann.b@example.com');
    expect(descriptionOf(input('E-mail'))).toBeNull();
  });

  it('maps each 422 error to its field, adds a field the server asks for, and shows the rest as an alert', async () => {
    platform({
      register: [
        json(422, {
          errors: {
            password: ['is too short (minimum is 8 characters)'],
            date_of_birth: ["can't be blank"],
            captcha: 'is required',
          },
        }),
      ],
    });
    const { user } = await showForm();
    await fillValid(user);
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('captcha: is required');
    expect(descriptionOf(input('Password'))).toBe('is too short (minimum is 8 characters)');
    expect(descriptionOf(input('Date of birth'))).toBe("can't be blank");
    await waitFor(() => expect(document.activeElement).toBe(input('Password')));
  });

  it('shows a form alert when the server fails, keeping the form filled', async () => {
    platform({ register: [json(503, null)] });
    const { user } = await showForm();
    await fillValid(user);
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Registration failed. Please check your connection and try again.',
    );
    expect(input('E-mail').value).toBe('ann@example.com');
    expect(terms().checked).toBe(true);
  });

  it('sends exactly the fields shown, then says to check the e-mail, signing nobody in', async () => {
    const api = platform();
    const { user, queryClient } = await showForm();
    await fillValid(user, { email: ' ann@example.com ' });
    await user.type(input('Nickname (optional)'), 'Ann.B');
    await user.type(input('Promo code (optional)'), 'WELCOME100');
    await user.click(submit());

    await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(api.registrations().map((call) => call.body)).toEqual([
      {
        user: {
          email: 'ann@example.com',
          password: 'Secret#123',
          password_confirmation: 'Secret#123',
          currency: 'CAD',
          country: 'CA',
          nickname: 'Ann.B',
          bonus_code: 'WELCOME100',
          receive_promos: false,
          terms_acceptance: true,
          language: 'en',
        },
      },
    ]);
    expect(
      screen.getByText(
        'We sent an e-mail to ann@example.com. Open the link in it to confirm your address and log in.',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Check your e-mail' }));
    // The mailed link signs the player in: until then the visitor stays a guest, on this page.
    expect(queryClient.getQueryData(queryKeys.player.profile())).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/registration');
    expect(screen.queryByRole('link', { name: /deposit/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(useModalStore.getState().stack[0]?.closing).toBe(true);
  });

  it('announces its steps: opened, checks failed, refused by the server, and success', async () => {
    platform({ register: [json(422, { errors: { email: ['has already been taken'] } }), json(201, {})] });
    const steps: string[] = [];
    const onStep = (event: AnalyticsEvent) => {
      expect(event.flow).toBe('sign-up');
      steps.push([event.step, event.reason].filter(Boolean).join(':'));
    };
    bus.on('analytics', onStep);
    try {
      const { user } = await showForm();
      await user.click(submit());
      await fillValid(user);
      await user.click(submit());
      await waitFor(() => expect(descriptionOf(input('E-mail'))).toBe('has already been taken'));
      await user.clear(input('E-mail'));
      await user.type(input('E-mail'), 'ann.b@example.com');
      await user.click(submit());
      await screen.findByRole('heading', { name: 'Check your e-mail' });
    } finally {
      bus.off('analytics', onStep);
    }
    expect(steps).toEqual([
      'opened',
      'failed:invalid',
      'submitted',
      'failed:refused',
      'submitted',
      'succeeded',
    ]);
  });

  it('shows how long to wait after too many sign-ups, keeps everything typed and keeps the button disabled', async () => {
    const api = platform({
      register: [
        new Response(JSON.stringify({ error: 'rate_limited', retry_after: 3_000 }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '3000' },
        }),
      ],
    });
    const { user } = await showForm();
    await fillValid(user);
    await user.type(input('Nickname (optional)'), 'Ann B');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 50 minutes.',
    );
    expect(input('E-mail').value).toBe('ann@example.com');
    expect(input('Password').value).toBe('Secret#123');
    expect(input('Nickname (optional)').value).toBe('Ann B');
    expect(terms().checked).toBe(true);
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    await user.click(submit());
    expect(api.registrations()).toHaveLength(1);
  });

  it('keeps the redirect the guest came with on the login link', async () => {
    platform();
    await showForm({ params: { redirect: '/cashbox' } });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fcashbox',
    );
  });

  it('ignores a redirect to another site', async () => {
    platform();
    await showForm({ params: { redirect: '//evil.example/x' } });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('changes no groups at registration: the new player is not signed in yet', async () => {
    const api = platform();
    const { user } = await showForm({ context: { features: { abRegistration: true } } });
    await fillValid(user);
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(api.calls.some((call) => call.path === '/api/player/groups')).toBe(false);
  });

  it('drops the deposit path of a stored version 1 configuration', () => {
    expect(prepareProps(registrationForm, { depositPath: '/cashbox', loginPath: '/signin' }, 1)).toEqual({
      ...registrationForm.defaults,
      loginPath: '/signin',
    });
  });

  it('registers from the keyboard alone', async () => {
    const api = platform();
    const { user } = await showForm();
    await user.click(input('E-mail'));
    await user.keyboard('ann@example.com');
    await user.tab();
    await user.keyboard('Secret#123');
    await user.tab();
    await user.keyboard('Secret#123');
    terms().focus();
    await user.keyboard(' ');
    expect(terms().checked).toBe(true);
    input('Repeat password').focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(api.registrations()).toHaveLength(1);
  });

  it('marks the form busy while it talks to the server', async () => {
    let answer: (response: Response) => void = () => undefined;
    platform({
      checkEmail: () => json(200, { errors: { message: 'IBIZA::VALID::ACCEPTED_EMAIL' } }),
      register: [],
    });
    const fetchMock = vi.mocked(globalThis.fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      String(input).endsWith('/api/users')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : original(input, init),
    );
    const { user, container } = await showForm();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(container.querySelector('form')?.getAttribute('aria-busy')).toBe('true'));
    answer(json(422, { errors: { email: ['has already been taken'] } }));
    await waitFor(() => expect(container.querySelector('form')?.hasAttribute('aria-busy')).toBe(false));
  });

  it('sends one registration when Create account is pressed again while it is in flight', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = platform();
    const fetchMock = vi.mocked(globalThis.fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) => {
      if (!String(input).endsWith('/api/users')) return original(input, init);
      void original(input, init);
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const { user } = await showForm();
    await fillValid(user);
    const button = submit();
    const form = button.closest('form') as HTMLFormElement;
    // A double click lands before React renders the busy state.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(form);
    await waitFor(() => expect(api.registrations()).toHaveLength(1));
    answer(json(201, {}));
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(api.registrations()).toHaveLength(1);
    const checks = vi
      .mocked(globalThis.fetch)
      .mock.calls.filter(([input]) => String(input).endsWith('/check-email'));
    expect(checks).toHaveLength(1);
  });

  it('sends the registration with an Idempotency-Key', async () => {
    platform();
    const { user } = await showForm();
    await fillValid(user);
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    const [, init] =
      vi.mocked(globalThis.fetch).mock.calls.find(([input]) => String(input).endsWith('/api/users')) ?? [];
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('links to the login popup, closing this one first', async () => {
    platform();
    const { user } = await showForm();
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/login');
    expect(screen.getByText('Already have an account?')).toBeTruthy();
    await user.click(login);
    expect(useModalStore.getState().stack[0]?.closing).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });
});
