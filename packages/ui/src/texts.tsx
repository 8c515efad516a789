import { createContext, useContext } from 'react';

/**
 * The few words the design system shows by itself (a dialog's close button, a pager, a page
 * spinner) and how a form's field error becomes text. Each app gives them once, at its root, in
 * its own language (UiTextsProvider); the components never reach an app's i18n themselves.
 */
export interface UiTexts {
  close: string;
  loading: string;
  pagination: string;
  previous: string;
  next: string;
  pageOf(page: number, pages: number): string;
  /** The text of a field error as a form holds it: an error code, or a server's text already. */
  fieldError(error: string): string;
}

const ENGLISH: UiTexts = {
  close: 'Close',
  loading: 'Loading…',
  pagination: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  fieldError: (error) => error,
};

const UiTextsContext = createContext<UiTexts>(ENGLISH);

/** `<UiTextsProvider value={texts}>` around the app. */
export const UiTextsProvider = UiTextsContext.Provider;

export function useUiTexts(): UiTexts {
  return useContext(UiTextsContext);
}
