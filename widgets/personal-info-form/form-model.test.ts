import { describe, expect, it } from 'vitest';
import {
  apiValueOf,
  birthdayForApi,
  birthdayForForm,
  fieldError,
  formFields,
  initialFormState,
  maskBirthdayInput,
  playerPatch,
  shownFieldNames,
  withValue,
  type FieldsInfo,
} from './form-model.ts';

const info: FieldsInfo = {
  fields: [
    { field: 'first_name', type: 'string', length: { minimum: 1, maximum: 5 } },
    { field: 'date_of_birth', type: 'date', once_set: true },
    { field: 'gender', type: 'select', inclusion: { in: ['m', 'f'] } },
    { field: 'country', type: 'country', once_set: true },
    { field: 'city', type: 'string' },
    { field: 'postal_code', type: 'postal_code' },
    { field: 'state', type: 'state' },
    { field: 'nickname', type: 'string' },
    { field: 'receive_promos', type: 'boolean' },
  ],
  contexts: {
    deposit: ['first_name', 'date_of_birth', 'gender', 'country', 'city', 'postal_code', 'state'],
    edition: ['nickname', 'first_name', 'city', 'receive_promos'],
    evolution: ['first_name', 'city'],
  },
};

const env = {
  now: Date.UTC(2026, 5, 15),
  ageCountry: 'CA',
  countryCodes: ['CA', 'AU', 'DE'],
  label: 'Field',
};

describe('birthday text', () => {
  it.each([
    ['1990-04-01', '01/04/1990'],
    ['1990-04-01T00:00:00.000Z', '01/04/1990'],
    ['01/04/1990', '01/04/1990'],
  ])('shows %j as %j', (api, form) => {
    expect(birthdayForForm(api)).toBe(form);
  });

  it('stores DD/MM/YYYY as YYYY-MM-DD and leaves anything else as typed', () => {
    expect(birthdayForApi(' 01/04/1990 ')).toBe('1990-04-01');
    expect(birthdayForApi('1/4/1990')).toBe('1/4/1990');
  });

  it.each([
    ['', '1', '1'],
    ['1', '12', '12/'],
    ['12/', '12/0', '12/0'],
    ['12/0', '12/05', '12/05/'],
    ['12/05/', '12/05/1', '12/05/1'],
    ['12/05/199', '12/05/1990', '12/05/1990'],
    ['12/', '12//', '12/'],
    ['1', '1/', '1/'],
    ['12/05/', '12/05', '12/05'],
    ['', '12/05/1990', '12/05/1990'],
  ])('typing %j → %j shows %j', (previous, typed, shown) => {
    expect(maskBirthdayInput(previous, typed)).toBe(shown);
  });
});

describe('shown fields', () => {
  const fresh = { country: 'CA' };

  it('shows the missing fields, and the state with the postal code', () => {
    expect(shownFieldNames(info, 'deposit', { ...fresh, postal_code: null }, { show: 'missing' })).toEqual([
      'first_name',
      'date_of_birth',
      'gender',
      'city',
      'postal_code',
      'state',
    ]);
  });

  it('shows every field when nothing is missing or when asked to', () => {
    const complete = {
      first_name: 'Ann',
      date_of_birth: '1990-01-01',
      gender: 'f',
      country: 'DE',
      city: 'Bonn',
      postal_code: '53111',
    };
    expect(shownFieldNames(info, 'deposit', complete, { show: 'missing' })).toHaveLength(7);
    expect(shownFieldNames(info, 'edition', complete, { show: 'all' })).toEqual([
      'nickname',
      'first_name',
      'city',
    ]);
  });

  it('adds what the context still misses to a given list, in the server order', () => {
    expect(
      shownFieldNames(info, 'evolution', { first_name: 'Ann' }, { fields: ['nickname'], show: 'all' }),
    ).toEqual(['city', 'nickname']);
  });

  it('locks a once-set field only when it is set', () => {
    const fields = formFields(info, ['date_of_birth', 'country'], {
      date_of_birth: '1990-01-01',
      country: null,
    });
    expect(fields.map((field) => [field.name, field.locked])).toEqual([
      ['date_of_birth', true],
      ['country', false],
    ]);
  });
});

describe('state follows the postal code', () => {
  const fields = formFields(info, ['country', 'postal_code', 'state'], {});

  it('fills the state of a stored Canadian postal code when the form opens', () => {
    const form = initialFormState(fields, { country: 'CA', postal_code: 'T2P 1J9' });
    expect(form).toEqual({
      values: { country: 'CA', postal_code: 'T2P 1J9', state: 'AB' },
      autoFilledState: 'AB',
    });
  });

  it('clears a state the new country does not have', () => {
    let form = initialFormState(fields, {});
    form = withValue(form, 'country', 'CA', true);
    form = withValue(form, 'state', 'ON', true);
    form = withValue(form, 'country', 'AU', true);
    expect(form.values.state).toBe('');
    form = withValue(form, 'postal_code', '6000', true);
    expect(form).toMatchObject({ values: { state: 'WA' }, autoFilledState: 'WA' });
    form = withValue(form, 'country', 'DE', true);
    expect(form.values.state).toBe('');
  });

  it('never touches a state the form cannot edit', () => {
    const form = withValue(initialFormState(fields, {}), 'postal_code', 'M5V 2T6', false);
    expect(form.values.state).toBe('');
  });
});

describe('field checks', () => {
  const [first, birthday, gender, country, city, postal, state] = formFields(
    info,
    ['first_name', 'date_of_birth', 'gender', 'country', 'city', 'postal_code', 'state'],
    {},
  );
  const check = (field: typeof first, values: Record<string, string>) => fieldError(field!, values, env);

  it.each([
    ['an empty required field', () => check(first, { first_name: ' ' }), 'VALIDATION.REQUIRED'],
    ['a name with symbols', () => check(first, { first_name: 'A<3' }), 'VALIDATION.NAME_CHARS'],
    ['a name over its length', () => check(first, { first_name: 'Annabel' }), 'VALIDATION.MAX_LENGTH'],
    ['a 17-year-old', () => check(birthday, { date_of_birth: '16/06/2008' }), 'VALIDATION.BIRTHDAY_AGE'],
    ['a gender not offered', () => check(gender, { gender: 'x' }), 'PERSONAL_INFO.CHOICE'],
    ['a country not offered', () => check(country, { country: 'RU' }), 'PERSONAL_INFO.CHOICE'],
    ['a city with symbols', () => check(city, { city: 'Tor@nto' }), 'VALIDATION.NAME_CHARS'],
    [
      'a German postal code in Canada',
      () => check(postal, { country: 'CA', postal_code: '10115' }),
      'VALIDATION.POSTAL_CODE',
    ],
    ['a missing Canadian province', () => check(state, { country: 'CA', state: '' }), 'VALIDATION.REQUIRED'],
    [
      'an Australian state in Canada',
      () => check(state, { country: 'CA', state: 'NSW' }),
      'PERSONAL_INFO.CHOICE',
    ],
  ])('refuses %s', (_, run, key) => {
    expect(run()?.key).toBe(key);
  });

  it.each([
    ['an 18-year-old', () => check(birthday, { date_of_birth: '15/06/2008' })],
    ['an empty German state', () => check(state, { country: 'DE', state: '' })],
    ['any German state text', () => check(state, { country: 'DE', state: 'Bayern' })],
    ['a lower-case Canadian postal code', () => check(postal, { country: 'CA', postal_code: 'm5v 2t6' })],
  ])('accepts %s', (_, run) => {
    expect(run()).toBeNull();
  });

  it('skips a locked field', () => {
    const [locked] = formFields(info, ['date_of_birth'], { date_of_birth: '2015-01-01' });
    expect(fieldError(locked!, { date_of_birth: '01/01/2015' }, env)).toBeNull();
  });
});

describe('PATCH body', () => {
  const player = {
    first_name: 'Ann',
    date_of_birth: '1990-04-01',
    country: 'CA',
    city: null,
    postal_code: 'M5V 2T6',
  };
  const fields = formFields(info, ['first_name', 'date_of_birth', 'city', 'postal_code', 'nickname'], player);

  it('sends only changed fields, normalised, never a locked one, and null for a cleared one', () => {
    expect(
      playerPatch(
        fields,
        {
          first_name: ' Ann ',
          date_of_birth: '02/04/1990',
          city: 'Toronto ',
          postal_code: 'm5v 2t6',
          nickname: '',
        },
        { ...player, nickname: 'Lucky' },
      ),
    ).toEqual({ city: 'Toronto', nickname: null });
  });

  it.each([
    ['date', '31/12/1990', '1990-12-31'],
    ['postal_code', ' h2x 1y4', 'H2X 1Y4'],
    ['state', 'on', 'ON'],
    ['string', '  ', null],
    ['string', ' Main St 1 ', 'Main St 1'],
  ])('sends a %s typed as %j as %j', (type, typed, sent) => {
    expect(apiValueOf(type, typed)).toBe(sent);
  });
});
