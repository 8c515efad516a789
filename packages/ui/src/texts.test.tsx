import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Input } from './input';
import { Modal } from './modal';
import { Pager } from './pager';
import { type UiTexts, UiTextsProvider } from './texts';

const french: UiTexts = {
  close: 'Fermer',
  loading: 'Chargement…',
  pagination: 'Pages',
  previous: 'Précédent',
  next: 'Suivant',
  pageOf: (page, pages) => `Page ${page} sur ${pages}`,
  fieldError: (error) => (error === 'required' ? 'Ce champ est obligatoire.' : error),
};

describe("the design system's words", () => {
  it('come from the app, once, at its root', () => {
    render(
      <UiTextsProvider value={french}>
        <Pager page={2} pages={3} onPage={vi.fn()} />
        <Input label="Nom" error="required" />
        <Modal open onClose={vi.fn()} title="Titre">
          corps
        </Modal>
      </UiTextsProvider>,
    );
    expect(screen.getByText('Page 2 sur 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Ce champ est obligatoire.');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    expect(screen.getByLabelText('Nom').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('are English without a provider, and a field error is shown as it is', () => {
    render(
      <>
        <Pager page={1} pages={2} onPage={vi.fn()} />
        <Input label="Name" error="Taken." />
      </>,
    );
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Taken.');
  });
});
