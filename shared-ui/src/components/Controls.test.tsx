import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeRoot } from '../ThemeRoot';
import { axeViolations } from '../testing/axe';
import { ConfirmPanel } from './ConfirmPanel';
import { MessageComposer, type MessageComposerProps } from './MessageComposer';
import { UploadField, checkFile } from './UploadField';

describe('ConfirmPanel', () => {
  const panel = (props: Partial<Parameters<typeof ConfirmPanel>[0]> = {}) => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const view = render(
      <ThemeRoot>
        <ConfirmPanel
          confirmLabel="Löschen"
          cancelLabel="Abbrechen"
          onConfirm={onConfirm}
          onCancel={onCancel}
          {...props}
        >
          <p>Wirklich löschen?</p>
        </ConfirmPanel>
      </ThemeRoot>,
    );
    return { ...view, onConfirm, onCancel };
  };

  it('takes focus on its confirm button, confirms, and cancels by button and by Escape', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel, container } = panel();
    expect(screen.getByRole('status')).toHaveTextContent('Wirklich löschen?');
    expect(screen.getByRole('button', { name: 'Löschen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  /** A row whose delete button opens the panel beside it, or (inPlace) in its place. */
  function Row({ inPlace = false, onDeleted }: { inPlace?: boolean; onDeleted?: () => void }) {
    const [open, setOpen] = useState(false);
    const trigger = (
      <button id="delete-row" onClick={() => setOpen(true)}>
        Entfernen
      </button>
    );
    return (
      <ThemeRoot>
        <h2 tabIndex={-1}>Liste</h2>
        {(!inPlace || !open) && trigger}
        {open && (
          <ConfirmPanel
            confirmLabel="Löschen"
            cancelLabel="Abbrechen"
            onConfirm={() => {
              setOpen(false);
              onDeleted?.();
            }}
            onCancel={() => setOpen(false)}
          >
            <p>Wirklich löschen?</p>
          </ConfirmPanel>
        )}
      </ThemeRoot>
    );
  }

  it('gives focus back to its trigger when it closes, by Escape, by its cancel button and after confirming', async () => {
    const user = userEvent.setup();
    render(<Row />);
    const trigger = screen.getByRole('button', { name: 'Entfernen' });
    await user.click(trigger);
    expect(screen.getByRole('button', { name: 'Löschen' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('gives focus to a trigger rendered anew with the same id, and leaves it where the caller put it', async () => {
    const user = userEvent.setup();
    render(<Row inPlace onDeleted={() => screen.getByRole('heading', { name: 'Liste' }).focus()} />);
    await user.click(screen.getByRole('button', { name: 'Entfernen' }));
    expect(screen.queryByRole('button', { name: 'Entfernen' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Entfernen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Liste' })).toHaveFocus();
  });

  it('does nothing while pending and announces a failure', async () => {
    const user = userEvent.setup();
    const { onConfirm } = panel({ pending: true, error: 'Das hat nicht geklappt.' });
    const confirm = screen.getByRole('button', { name: 'Löschen' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Das hat nicht geklappt.');
  });
});

describe('MessageComposer', () => {
  function Composer({ onSend, ...props }: Partial<MessageComposerProps> & { onSend: (text: string) => void }) {
    const [text, setText] = useState('');
    return (
      <ThemeRoot>
        <MessageComposer
          value={text}
          onChange={setText}
          onSend={() => onSend(text)}
          label="Deine Nachricht"
          sendKey="enter"
          keyHint="Enter sendet"
          maxLength={10}
          locale="de"
          counter={(count, max) => `${count} von ${max}`}
          tooLong={(_, max) => `Höchstens ${max} Zeichen`}
          sendLabel="Senden"
          {...props}
        />
      </ThemeRoot>
    );
  }

  it('sends with Enter, makes a new line with Shift+Enter and keeps the text for the caller to clear', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn();
    const { container } = render(<Composer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Deine Nachricht' });
    expect(screen.getByRole('button', { name: 'Senden' })).toHaveAttribute('aria-disabled', 'true');
    await user.type(box, 'Hallo{Shift>}{Enter}{/Shift}du{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hallo\ndu');
    expect(box).toHaveValue('Hallo\ndu');
    expect(screen.getByText('8 von 10')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('refuses a text over the limit with an announced message, and sends nothing while sending', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn();
    const { rerender } = render(<Composer onSend={onSend} />);
    const box = screen.getByRole('textbox');
    await user.type(box, 'zu langer Text{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Höchstens 10 Zeichen');
    rerender(<Composer onSend={onSend} sending sendingLabel="Wird gesendet …" />);
    await user.clear(box);
    await user.type(box, 'kurz{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Wird gesendet …' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('sends with Ctrl+Enter where Enter is a new line, and names an empty message when asked to', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn();
    render(<Composer onSend={onSend} sendKey="mod-enter" emptyError="Schreib zuerst etwas." counterFrom={0.8} />);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Schreib zuerst etwas.');
    const box = screen.getByRole('textbox');
    await user.type(box, 'a{Enter}b');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/von 10/)).toBeNull();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSend).toHaveBeenCalledWith('a\nb');
  });

  it('shows the caller’s button instead of sending (a stop button while a reply streams)', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn();
    render(<Composer onSend={onSend} layout="inline" hideLabel replaceSend={<button type="button">Stopp</button>} />);
    await user.type(screen.getByRole('textbox', { name: 'Deine Nachricht' }), 'Hallo{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Senden' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Stopp' })).toBeInTheDocument();
  });
});

describe('UploadField', () => {
  const file = (name: string, type: string, size = 10) => new File(['x'.repeat(size)], name, { type });

  it('checks a file’s type and size', () => {
    const rules = { types: ['application/pdf'], maxBytes: 100 };
    expect(checkFile(file('a.pdf', 'application/pdf'), rules)).toBeNull();
    expect(checkFile(file('a.exe', 'application/x-msdownload'), rules)).toBe('type');
    expect(checkFile(file('b.pdf', 'application/pdf', 101), rules)).toBe('size');
  });

  it('hands over the chosen files, empties the input, and ties hint and errors to it', async () => {
    const user = userEvent.setup();
    const onFiles = jest.fn();
    const { container, rerender } = render(
      <ThemeRoot>
        <UploadField
          id="docs"
          label="Nachweise"
          hint="PDF, höchstens 10 MB"
          buttonLabel="Dateien wählen"
          accept="application/pdf"
          multiple
          uploadingText="Wird hochgeladen …"
          onFiles={onFiles}
        />
      </ThemeRoot>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Dateien wählen');
    expect(screen.getByRole('group', { name: 'Nachweise' })).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('PDF, höchstens 10 MB');
    await user.upload(input, [file('a.pdf', 'application/pdf'), file('b.pdf', 'application/pdf')]);
    expect(onFiles).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'a.pdf' }),
      expect.objectContaining({ name: 'b.pdf' }),
    ]);
    expect(input.value).toBe('');
    expect(await axeViolations(container)).toEqual([]);

    rerender(
      <ThemeRoot>
        <UploadField
          id="docs"
          label="Nachweise"
          hint="PDF, höchstens 10 MB"
          buttonLabel="Dateien wählen"
          accept="application/pdf"
          uploading
          uploadingText="Wird hochgeladen …"
          onFiles={onFiles}
          errors={['c.exe: Nur PDF']}
        />
      </ThemeRoot>,
    );
    expect(input).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Wird hochgeladen …');
    expect(screen.getByRole('alert')).toHaveTextContent('c.exe: Nur PDF');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('PDF, höchstens 10 MB c.exe: Nur PDF');
    fireEvent.change(input, { target: { files: [] } });
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });
});
