import { html } from 'lit';

/** Starfire's rules page: how a game goes, in the words the battle screen uses. */
export function starfireHelp() {
  return html`<section data-testid="rules-starfire">
    <h2>Starfire Quick Start: how to play</h2>
    <p>
      Each side fields a small fleet of ships built from a design string (hull spaces filled with
      shields, armor, drives and weapons; edit your own in the ship designer). A turn runs through
      <b>declarations</b> (Hard Turns, Engine Modulation), <b>movement</b> in MP rounds (the side
      with the initiative moves last), <b>shelter</b> and <b>combat</b>, where each ship fires its
      weapons at targets in arc and in range; the dice and what each needed are written in the
      battle log.
    </p>
    <p>
      Damage strikes the design from the left: shields first, then armor, then everything else. A
      ship whose last system is gone is destroyed. The scenario's briefing in the lobby says how the
      battle is won. Every die comes from a seed committed before the game and revealed after it, so
      anyone can verify the dice from the end screen.
    </p>
  </section>`;
}
