// The booking page's answers so far as a person sees them: the list beside the form on a wide
// screen, the one line above the question on a phone.
import type { Page } from '@playwright/test';

export const bookAnswers = (page: Page) => page.locator('#book-flow').locator('summary, dl').filter({ visible: true });
