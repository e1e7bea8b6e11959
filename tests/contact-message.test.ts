import { expect, test } from 'vitest';
import { composeMessage } from '../src/components/islands/ContactForm';

test('puts the greeting first, then one "label: value" line per field', () => {
  expect(
    composeMessage('Ciao!', [
      ['Nome', 'Ada'],
      ['Telefono', '+39 333'],
    ]),
  ).toBe('Ciao!\nNome: Ada\nTelefono: +39 333');
});

test('trims each value and keeps everything else exactly as typed', () => {
  expect(composeMessage('Hi', [['Message', '  50% & "padel" #1 🎾\nline 2?  ']])).toBe(
    'Hi\nMessage: 50% & "padel" #1 🎾\nline 2?',
  );
});
