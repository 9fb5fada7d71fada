import { html, nothing } from 'lit';

/** What the "Keep and play" fieldset needs from the editor page. */
export interface KeepAndPlayContext {
  /** Whether the rules accept the set-up (the buttons are off otherwise). */
  readonly ok: boolean;
  readonly busy: boolean;
  /** The last thing to tell the user, or `''`. */
  readonly status: string;
  /** The share code made by Copy, or `''`. */
  readonly shareCode: string;
  readonly importText: string;
  save(): void;
  copyCode(): void;
  createGame(): void;
  importCode(): void;
  setImportText(text: string): void;
}

/** Save to the library, copy a share code, create a game, and open a code. */
export function keepAndPlay(ctx: KeepAndPlayContext) {
  return html`<fieldset>
    <legend>Keep and play</legend>
    <div class="actions">
      <button type="button" data-testid="editor-save" ?disabled=${!ctx.ok} @click=${ctx.save}>
        Save to library
      </button>
      <button type="button" data-testid="editor-copy" ?disabled=${!ctx.ok} @click=${ctx.copyCode}>
        Copy share code
      </button>
      <button
        type="button"
        data-testid="editor-create"
        ?disabled=${!ctx.ok || ctx.busy}
        @click=${ctx.createGame}
      >
        Create game
      </button>
    </div>
    ${ctx.status ? html`<p data-testid="editor-status" role="status">${ctx.status}</p>` : nothing}
    ${
      ctx.shareCode
        ? html`<textarea
            data-testid="editor-code"
            readonly
            rows="3"
            .value=${ctx.shareCode}
          ></textarea>`
        : nothing
    }
    <label
      >Import from a code
      <textarea
        data-testid="editor-import-text"
        rows="2"
        placeholder="BSD1.…"
        .value=${ctx.importText}
        @input=${(e: Event) => ctx.setImportText((e.target as HTMLTextAreaElement).value)}
      ></textarea>
    </label>
    <button type="button" data-testid="editor-import" @click=${ctx.importCode}>Open code</button>
  </fieldset>`;
}
