import { css } from 'lit';

/** The scenario editor's layout: the board beside the fields, or above them on a phone. */
export const editorStyles = css`
  :host {
    display: block;
    height: 100%;
  }
  .editor {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 24rem;
    grid-template-rows: auto minmax(0, 1fr);
    height: 100%;
  }
  .bar {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: end;
    padding: 0.5rem 1rem;
    border-bottom: 1px solid #263056;
  }
  .bar label {
    display: inline-block;
    margin: 0;
  }
  .board {
    display: flex;
    flex-direction: column;
    min-height: 0;
    min-width: 0;
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    padding: 0.4rem 0.75rem;
    align-items: center;
  }
  .tools button[aria-pressed='true'] {
    outline: 2px solid var(--accent);
  }
  hex-map {
    flex: 1;
    min-height: 0;
  }
  .fields {
    overflow: auto;
    padding: 0.5rem 1rem 2rem;
    border-left: 1px solid #263056;
  }
  fieldset {
    border: 1px solid #263056;
    margin: 0 0 0.75rem;
    padding: 0.4rem 0.6rem;
  }
  label {
    display: block;
    margin: 0.3rem 0;
  }
  ul {
    list-style: none;
    margin: 0.25rem 0;
    padding: 0;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    align-items: center;
    padding: 0.15rem 0.25rem;
  }
  li.selected {
    background: #1d2748;
  }
  .check {
    padding: 0.3rem 0.6rem;
    border-radius: 4px;
  }
  .check.ok {
    color: #7fdc9a;
  }
  .refusal,
  .check.bad {
    color: #ff9c8a;
  }
  .refusal {
    display: block;
    font-size: 0.9rem;
  }
  .hint {
    color: var(--muted);
    font-size: 0.9rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  textarea {
    width: 100%;
    box-sizing: border-box;
  }
  input[type='number'] {
    width: 4.5rem;
  }
  @media (max-width: 700px) {
    :host {
      height: auto;
    }
    .editor {
      display: block;
      height: auto;
    }
    .bar {
      padding: 0.4rem 0.6rem;
      gap: 0.3rem 0.6rem;
      font-size: 0.9rem;
    }
    .bar input {
      width: 9rem;
    }
    .board {
      height: 60vh;
      height: 60dvh;
    }
    .fields {
      border-left: none;
      border-top: 1px solid #263056;
      padding: 0.5rem 0.6rem 2rem;
    }
  }
`;
