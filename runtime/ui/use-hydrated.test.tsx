import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckboxField } from './checkbox-field.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';
import { useBrowserValue } from './use-hydrated.ts';

function Stored() {
  return <p>{useBrowserValue('from the browser', 'as the server drew it')}</p>;
}

function Form() {
  return (
    <form>
      <TextField label="Nickname" defaultValue="" />
      <TextField label="File" type="file" />
      <SelectField label="Country" options={[{ value: 'CA', label: 'Canada' }]} />
      <CheckboxField label="Offers by e-mail" />
    </form>
  );
}

let container: HTMLElement;
afterEach(() => container?.remove());

function serverRendered(element: React.ReactElement): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

describe('what only the browser knows, on a server-rendered page', () => {
  it('renders the server value on the server and while hydrating, then the browser value, without a mismatch', async () => {
    const root = serverRendered(<Stored />);
    expect(root.textContent).toBe('as the server drew it');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, <Stored />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(root.textContent).toBe('from the browser');
    expect(errors).toEqual([]);
  });

  it('renders the browser value at once when the browser renders the page alone', async () => {
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Stored />));
    expect(container.textContent).toBe('from the browser');
  });
});

describe('form fields of a server-rendered page', () => {
  it('take no input until the page is live: typed or ticked before hydration, it would be lost', async () => {
    const root = serverRendered(<Form />);
    const [text, file] = root.querySelectorAll('input:not([type="checkbox"])');
    expect(text).toHaveAttribute('readonly');
    expect(file).toBeDisabled();
    expect(root.querySelector('select')).toBeDisabled();
    expect(root.querySelector('input[type="checkbox"]')).toBeDisabled();

    await act(async () => {
      hydrateRoot(root, <Form />);
    });
    expect(text).not.toHaveAttribute('readonly');
    expect(file).toBeEnabled();
    expect(root.querySelector('select')).toBeEnabled();
    expect(root.querySelector('input[type="checkbox"]')).toBeEnabled();
  });
});
