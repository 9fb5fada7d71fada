import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { Directive, PartType, directive, type ElementPart, type PartInfo } from 'lit/directive.js';
import { KEY_ATTRIBUTE, ariaShortcut, keyLabel, type DeclaredAction } from './action-keys.js';

/**
 * The small key hint a keyed button shows after its words. Hidden from screen readers (the
 * button's `aria-keyshortcuts` says the key) and on phones and touch screens, where a key hint
 * only crowds the panel.
 */
@customElement('key-hint')
export class KeyHint extends LitElement {
  static override styles = css`
    :host {
      display: inline-block;
      margin-left: 0.4em;
    }
    kbd {
      font: 0.75em monospace;
      padding: 0 0.3em;
      border: 1px solid currentColor;
      border-radius: 3px;
      opacity: 0.7;
    }
    @media (max-width: 600px), (pointer: coarse) {
      :host {
        display: none;
      }
    }
  `;

  /** The key shown. */
  @property() accessor key = '';

  override connectedCallback(): void {
    super.connectedCallback();
    this.setAttribute('aria-hidden', 'true');
  }

  override render() {
    return html`<kbd>${keyLabel(this.key)}</kbd>`;
  }
}

/** Elements that draw no children: their key shows in the help only. */
const FIELDS = new Set(['input', 'select', 'textarea']);

/**
 * A keyed group: an element that is neither a control nor a field (a table of per-weapon
 * targets, a list to reorder). Its key puts the keyboard on its first button; the arrow keys
 * then move between its buttons, and Enter or Space presses one. It shows no hint of its own.
 */
function isGroup(el: Element): boolean {
  return !FIELDS.has(el.localName) && el.localName !== 'button' && el.localName !== 'a';
}

/** The enabled, drawn buttons of a keyed group, in screen order. */
function groupButtons(group: Element): HTMLButtonElement[] {
  return [...group.querySelectorAll('button')].filter((b) => !b.disabled && usable(b));
}

/** The keyed group an element stands in (through shadow roots), or null. */
function groupOf(el: Element): Element | null {
  for (
    let a: Element | null = el;
    a;
    a = a.parentElement ?? ((a.getRootNode() as ShadowRoot).host || null)
  )
    if (a !== el && a.hasAttribute(KEY_ATTRIBUTE) && isGroup(a)) return a;
  return null;
}

/**
 * An arrow key on a button of a keyed group moves the keyboard to the group's next (Right,
 * Down) or previous (Left, Up) button. True when it did.
 */
export function moveInGroup(focused: EventTarget | undefined, key: string): boolean {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[key];
  if (!step || !(focused instanceof HTMLButtonElement)) return false;
  const group = groupOf(focused);
  if (!group) return false;
  const buttons = groupButtons(group);
  const next = buttons[buttons.indexOf(focused) + step];
  next?.focus();
  return next !== undefined;
}

class ActionKeyDirective extends Directive {
  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.ELEMENT) throw new Error('actionKey() goes on an element');
  }

  render(_key: string) {
    return nothing;
  }

  override update(part: ElementPart, [key]: [string]) {
    const el = part.element;
    const hint = el.querySelector<KeyHint>(':scope > key-hint');
    if (!key) {
      el.removeAttribute(KEY_ATTRIBUTE);
      el.removeAttribute('aria-keyshortcuts');
      hint?.remove();
      return nothing;
    }
    el.setAttribute(KEY_ATTRIBUTE, key);
    el.setAttribute('aria-keyshortcuts', ariaShortcut(key));
    // A button that writes its key in its words already (`<kbd>`) gets no second hint, and a
    // form field none at all (it draws no children).
    if (hint) hint.key = key;
    else if (!el.querySelector(':scope > kbd') && !FIELDS.has(el.localName) && !isGroup(el)) {
      const made = document.createElement('key-hint');
      made.key = key;
      el.append(made);
    }
    return nothing;
  }
}

/**
 * Declares the key of an action: `<button ${actionKey('f')} @click=…>`. The battle frame presses
 * the visible, enabled button with the key (a form field gets the focus), the button shows a
 * small hint and says the key in `aria-keyshortcuts`, and the `?` help lists it. `''` declares no
 * key (a list's tenth choice, a row that is not the selected one).
 */
export const actionKey = directive(ActionKeyDirective);

/** Every element under `root` and in the shadow roots below it, in screen order (not the map's). */
function* deepElements(root: ParentNode): Generator<Element> {
  for (const el of root.querySelectorAll('*')) {
    yield el;
    if (el.shadowRoot && el.localName !== 'hex-map') yield* deepElements(el.shadowRoot);
  }
}

/** True when a keyed element can be pressed now: on the page, drawn and not disabled. */
function usable(el: HTMLElement): boolean {
  if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true')
    return false;
  return el.getClientRects().length > 0;
}

/** The keyed elements under `root` that can be pressed now, in screen order. */
export function keyedActions(root: ParentNode): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (const el of deepElements(root))
    if (el instanceof HTMLElement && el.hasAttribute(KEY_ATTRIBUTE) && usable(el)) found.push(el);
  return found;
}

/** What an action does in words: its label, else its text without the key hint. */
function actionName(el: HTMLElement): string {
  const clone = el.cloneNode(true) as HTMLElement;
  clone.querySelectorAll('key-hint, kbd').forEach((k) => k.remove());
  const text = (clone.textContent ?? '').replace(/\s+/g, ' ').trim();
  return el.getAttribute('aria-label') || text || el.title;
}

/** The actions on screen under `root` with their keys, for the help overlay. */
export function declaredActions(root: ParentNode): DeclaredAction[] {
  return keyedActions(root).map((el) => ({
    key: el.getAttribute(KEY_ATTRIBUTE) ?? '',
    name: actionName(el),
  }));
}

/**
 * Presses the first action on screen under `root` declared with `key`: clicks a button, focuses
 * a form field, puts the keyboard on a keyed group's first button. True when there was one.
 */
export function pressAction(root: ParentNode, key: string): boolean {
  const el = keyedActions(root).find((a) => a.getAttribute(KEY_ATTRIBUTE) === key);
  if (!el) return false;
  const field =
    el instanceof HTMLSelectElement ||
    (el instanceof HTMLInputElement && el.type !== 'checkbox' && el.type !== 'radio');
  if (field) el.focus();
  else if (isGroup(el)) groupButtons(el)[0]?.focus();
  else el.click();
  return true;
}

declare global {
  interface HTMLElementTagNameMap {
    'key-hint': KeyHint;
  }
}
