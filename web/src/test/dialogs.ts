import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Answers the dialog with "Anuluj" and waits until no dialog is left open. */
export async function cancelDialog(user: UserEvent, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
