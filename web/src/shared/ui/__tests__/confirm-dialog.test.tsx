import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../confirm-dialog';
import { ConfirmProvider, useConfirm, useConfirmWithComment } from '../confirm-provider';
import type { ConfirmOptions } from '../confirm-dialog';

function Asker({ options, onAnswer, withComment }: { options: ConfirmOptions; onAnswer: (a: unknown) => void; withComment?: boolean }) {
  const confirm = useConfirm();
  const confirmWithComment = useConfirmWithComment();
  return (
    <button type="button" onClick={() => void (withComment ? confirmWithComment(options) : confirm(options)).then(onAnswer)}>
      ask
    </button>
  );
}

async function ask(options: ConfirmOptions, withComment = false) {
  const answers: unknown[] = [];
  render(
    <ConfirmProvider>
      <Asker options={options} withComment={withComment} onAnswer={(a) => answers.push(a)} />
    </ConfirmProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'ask' }));
  await screen.findByRole('dialog');
  return answers;
}

describe('confirmation dialog (docs/product.md §2, §5)', () => {
  it("asks the question with 'Tak' and 'Nie' by default and resolves true on confirm", async () => {
    const answers = await ask({ question: 'Usunąć wniosek?' });
    expect(screen.getByText('Usunąć wniosek?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(answers).toEqual([true]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resolves false on cancel', async () => {
    const answers = await ask({ question: 'Usunąć wniosek?' });
    await userEvent.click(screen.getByRole('button', { name: 'Nie' }));
    await waitFor(() => expect(answers).toEqual([false]));
  });

  it('uses the given labels', async () => {
    await ask({ question: 'Odrzucić?', confirmLabel: 'Odrzuć', cancelLabel: 'Wróć' });
    expect(screen.getByRole('button', { name: 'Odrzuć' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wróć' })).toBeTruthy();
  });

  it("blocks confirmation with 'Komentarz jest wymagany' until a required comment is typed", async () => {
    const answers = await ask({ question: 'Odrzucić wniosek?', comment: { required: true } }, true);
    await userEvent.click(screen.getByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Komentarz jest wymagany')).toBeTruthy();
    expect(answers).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox'), '  odrzucenie wniosku ');
    expect(screen.queryByText('Komentarz jest wymagany')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(answers).toEqual([{ confirmed: true, comment: 'odrzucenie wniosku' }]));
  });

  it('shows the symbol and limits the width to 500 px', () => {
    render(<ConfirmDialog open question="?" symbol="warning" onClose={() => {}} />);
    expect(screen.getByTestId('confirm-symbol-warning')).toBeTruthy();
    const paper = document.querySelector('.MuiDialog-paper') as HTMLElement;
    expect(getComputedStyle(paper).maxWidth).toBe('500px');
  });
});
