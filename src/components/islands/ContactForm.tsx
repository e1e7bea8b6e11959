import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { track } from '../../lib/analytics';
import { buttonClass } from '../../lib/button-styles';
import { NewTabLink } from './NewTabLink';
import { SvgIcon } from './SvgIcon';
import { startPageBehaviour } from '../../behaviour/page-behaviour';
import { withErrorBoundary } from './withErrorBoundary';

interface ContactFormProps {
  /** The centre's click-to-chat link without text, `chatHref()`. */
  chatBaseHref: string;
  /** First line of the chat message, already filled in with the centre's name. */
  greeting: string;
  nameLabel: string;
  phoneLabel: string;
  messageLabel: string;
  submitLabel: string;
  /** Shown once the chat has been opened. */
  sentText: string;
  /** Link text to open the same chat again, for when the new tab was blocked. */
  sentRetryLabel: string;
  /** "(opens in a new tab)" for screen readers. */
  newTabNote: string;
}

/**
 * The chat message built from the form: the greeting, then one "Label: value" line per field.
 * @example composeMessage('Ciao!', [['Nome', 'Ada'], ['Telefono', '123']]) => 'Ciao!\nNome: Ada\nTelefono: 123'
 */
export function composeMessage(greeting: string, fields: [label: string, value: string][]): string {
  return [greeting, ...fields.map(([label, value]) => `${label}: ${value.trim()}`)].join('\n');
}

const fieldClass =
  'mt-1.5 block w-full rounded-xl border border-border bg-bg px-4 py-3 text-base text-fg shadow-inner shadow-black/5 transition focus:border-primary focus-visible:outline-offset-0';

function Label({ htmlFor, text }: { htmlFor: string; text: string }) {
  return (
    <label htmlFor={htmlFor} className="font-semibold">
      {text}
      <span aria-hidden="true" className="ml-0.5 text-danger">
        *
      </span>
    </label>
  );
}

/**
 * The contact form: every field is required (native validation only); sending opens the chat
 * with the message filled in, in a new tab, and records `form_submit` (the centre receives
 * nothing until the visitor sends it there). Before hydration it is a plain GET form to the
 * chat link, whose only parameter, `text`, is the message field.
 */
function ContactForm(props: ContactFormProps) {
  useEffect(startPageBehaviour, []);
  // useId() can start with an underscore; an id must start with a letter.
  const id = `contact${useId()}`;
  const [sentHref, setSentHref] = useState<string | null>(null);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const { elements } = event.currentTarget;
    const value = (field: string) =>
      (elements.namedItem(`${id}-${field}`) as HTMLInputElement | HTMLTextAreaElement).value;
    const text = composeMessage(props.greeting, [
      [props.nameLabel, value('name')],
      [props.phoneLabel, value('phone')],
      [props.messageLabel, value('message')],
    ]);
    // The same link as `chatHref(text)`: importing lib/links here would ship the whole site
    // configuration to the browser for one line.
    const href = `${props.chatBaseHref}?text=${encodeURIComponent(text)}`;
    window.open(href, '_blank', 'noopener,noreferrer');
    track('form_submit', { page_path: window.location.pathname, form_name: 'contact' });
    setSentHref(href);
  }

  return (
    <form
      action={props.chatBaseHref}
      method="get"
      target="_blank"
      rel="noopener noreferrer"
      onSubmit={submit}
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-name`} text={props.nameLabel} />
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="name"
            required
            className={fieldClass}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-phone`} text={props.phoneLabel} />
          <input id={`${id}-phone`} type="tel" autoComplete="tel" required className={fieldClass} />
        </div>
      </div>
      <div>
        <Label htmlFor={`${id}-message`} text={props.messageLabel} />
        <textarea id={`${id}-message`} name="text" rows={6} required className={fieldClass} />
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <button type="submit" className={`${buttonClass('chat')} self-start`}>
          <SvgIcon name="send" size={18} />
          {props.submitLabel}
          <span className="sr-only">{props.newTabNote}</span>
        </button>
        <p role="status" className="text-sm font-medium text-success">
          {sentHref && (
            <>
              {props.sentText}{' '}
              <NewTabLink
                href={sentHref}
                note={props.newTabNote}
                className="underline hover:no-underline"
              >
                {props.sentRetryLabel}
              </NewTabLink>
            </>
          )}
        </p>
      </div>
    </form>
  );
}

export default withErrorBoundary(ContactForm);
