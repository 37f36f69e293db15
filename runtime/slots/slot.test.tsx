import { act, screen, waitFor } from '@testing-library/react';
import Ajv from 'ajv';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Layout } from '../../schemas/layout.schema.ts';
import { bus, type BusEvents } from '../state/event-bus.ts';
import { defineWidget, type AnyWidgetDefinition, type WidgetRenderProps } from './define-widget.ts';
import { prepareProps } from './prepare-props.ts';
import { clearWidgets, getWidget, registerWidgets } from './registry.ts';
import { renderWithProviders } from '../../tests/harness/render-widget.tsx';
import { Slot } from './slot.tsx';

// The precompiled validators cover the real catalogue; these test widgets are checked with Ajv.
vi.mock('../config/validate.ts', () => {
  const ajv = new Ajv({ allErrors: true });
  return {
    validateWidgetProps: async (id: string, props: unknown) => {
      const { getWidget: widgetOf } = await import('./registry.ts');
      const validate = ajv.compile(widgetOf(id).props);
      return validate(props)
        ? []
        : (validate.errors ?? []).map((e) => ({
            pointer: e.instancePath,
            message: e.message ?? '',
            rule: 'schema',
          }));
    },
  };
});

const greetingProps = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1 }, mark: { type: 'string', default: '' } },
} as const satisfies JSONSchema;

function Greeting({ props }: WidgetRenderProps<FromSchema<typeof greetingProps>>) {
  return (
    <p>
      Hello {props.name}
      {props.mark}
    </p>
  );
}

const greeting = defineWidget<typeof greetingProps>({
  id: 'greeting',
  version: 2,
  props: greetingProps,
  migrations: [{ version: 2, up: (p: Record<string, unknown>) => ({ name: p.who, mark: p.punctuation }) }],
  load: async () => ({ default: Greeting }),
  example: { name: 'Ada' },
});

function Broken(): never {
  throw new Error('boom');
}

const broken: AnyWidgetDefinition = {
  id: 'broken',
  version: 1,
  props: { type: 'object' },
  defaults: {},
  migrations: [],
  load: async () => ({ default: Broken }),
  example: {},
};

const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }));

/** Lets lazy widgets and their validation settle (React needs the wait inside act). */
async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
}

beforeEach(() => {
  registerWidgets([greeting, broken]);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => {
  clearWidgets();
  bus.all.clear();
});

// Entries written for the greeting's current props (version 2), as `croupier migrate` leaves them.
const layout = (entries: Layout['slots'][string]): Layout => ({
  slots: { main: entries.map((entry) => ({ version: 2, ...entry })) },
});

describe('Slot', () => {
  it('renders only the entries whose condition holds for the visitor', async () => {
    renderWithProviders(
      <Slot
        layout={layout([
          { widget: 'greeting', props: { name: 'guest' }, when: { auth: 'guest' } },
          { widget: 'greeting', props: { name: 'player' }, when: { auth: 'player' } },
          { widget: 'greeting', props: { name: 'Estonia' }, when: { licence: ['EE'] } },
        ])}
        name="main"
      />,
    );
    await settle();
    expect(await screen.findByText('Hello guest')).toBeTruthy();
    expect(screen.queryByText('Hello player')).toBeNull();
    expect(screen.queryByText('Hello Estonia')).toBeNull();
  });

  it('renders the first `eager` shown entries and defers the others to placeholders', async () => {
    const { container } = renderWithProviders(
      <Slot
        layout={layout([
          { widget: 'greeting', props: { name: 'player' }, when: { auth: 'player' } },
          { widget: 'greeting', props: { name: 'first' } },
          { widget: 'greeting', props: { name: 'second' } },
          { widget: 'greeting', props: { name: 'third' } },
        ])}
        name="main"
        eager={2}
      />,
    );
    await settle();
    // Hidden entries do not count: the first two shown render.
    expect(await screen.findByText('Hello first')).toBeTruthy();
    expect(await screen.findByText('Hello second')).toBeTruthy();
    expect(screen.queryByText('Hello third')).toBeNull();
    expect(container.querySelectorAll('.cr-slot__deferred[data-widget="greeting"]')).toHaveLength(1);
  });

  it('skips a widget with invalid props, reports it, and keeps the rest of the slot', async () => {
    const invalid: BusEvents['config-invalid'][] = [];
    bus.on('config-invalid', (event) => invalid.push(event));
    renderWithProviders(
      <Slot
        layout={layout([
          { widget: 'greeting', props: { name: '' } },
          { widget: 'greeting', props: { name: 'still here' } },
        ])}
        name="main"
      />,
    );
    await settle();
    expect(await screen.findByText('Hello still here')).toBeTruthy();
    await waitFor(() => expect(invalid).toHaveLength(1));
    expect(invalid[0]!.document).toBe('widget:greeting@main');
    expect(invalid[0]!.issues[0]!.pointer).toBe('/name');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/metrics-errors-validation');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toMatchObject({ side: 'frontEnd', component: 'widget:greeting' });
    expect(screen.queryByText(/^Hello $/)).toBeNull();
  });

  it('keeps the page when one widget throws, and reports the failure once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors: BusEvents['widget-error'][] = [];
    bus.on('widget-error', (event) => errors.push(event));
    renderWithProviders(
      <Slot
        layout={layout([{ widget: 'broken' }, { widget: 'greeting', props: { name: 'survivor' } }])}
        name="main"
      />,
    );
    await settle();
    expect(await screen.findByText('Hello survivor')).toBeTruthy();
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toMatchObject({
      origin: 'widget',
      type: 'broken',
      slot: 'main',
      brand: 'nova',
      message: 'boom',
    });
  });

  it('shows a missing-widget notice for an unknown id in development', async () => {
    renderWithProviders(<Slot layout={layout([{ widget: 'no-such-widget' }])} name="main" />);
    expect(await screen.findByRole('note')).toHaveProperty(
      'textContent',
      expect.stringContaining('no-such-widget'),
    );
  });

  it('renders nothing for a slot the layout does not have', () => {
    const { container } = renderWithProviders(<Slot layout={layout([])} name="sidebar" />);
    expect(container.textContent).toBe('');
  });
});

describe('registry and props', () => {
  it('never returns undefined: an unknown id is a missing-widget definition', () => {
    expect(getWidget('nope').id).toBe('missing-widget');
  });

  it('refuses two different widgets with one id', () => {
    expect(() => registerWidgets([{ ...greeting }])).toThrow(/registered twice/);
  });

  it('migrates props stored for an older version, then applies defaults', () => {
    expect(prepareProps(greeting, { who: 'Bob', punctuation: '!' }, 1)).toEqual({ name: 'Bob', mark: '!' });
    expect(prepareProps(greeting, { name: 'Bob' }, 2)).toEqual({ name: 'Bob', mark: '' });
    // Props that name no version are in version 1, the one every widget starts at.
    expect(prepareProps(greeting, { who: 'Ann', punctuation: '?' })).toEqual({ name: 'Ann', mark: '?' });
  });
});
