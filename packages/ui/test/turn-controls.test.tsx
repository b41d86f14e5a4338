import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TurnControls } from '../src/turn-controls';

const button = (html: string, name: string) => {
  const m = new RegExp(`<button[^>]*>${name}</button>`).exec(html);
  if (!m) throw new Error(`no ${name} button`);
  return m[0];
};

describe('TurnControls', () => {
  it('offers SUBMIT, EXCHANGE, PASS and RESIGN on your turn', () => {
    const html = renderToStaticMarkup(<TurnControls yourTurn />);
    for (const name of ['SUBMIT', 'EXCHANGE', 'PASS', 'RESIGN']) {
      expect(button(html, name)).not.toContain('disabled=""');
    }
    expect(html).not.toContain('RECALL');
  });

  it('waits when it is not your turn, but still lets you resign', () => {
    const html = renderToStaticMarkup(<TurnControls yourTurn={false} />);
    for (const name of ['SUBMIT', 'EXCHANGE', 'PASS'])
      expect(button(html, name)).toContain('disabled=""');
    expect(button(html, 'RESIGN')).not.toContain('disabled=""');
    expect(html).toContain('data-your-turn="false"');
  });

  it('needs tiles to submit and a bag to exchange', () => {
    const html = renderToStaticMarkup(
      <TurnControls yourTurn canSubmit={false} canExchange={false} onRecall={() => {}} />,
    );
    expect(button(html, 'SUBMIT')).toContain('disabled=""');
    expect(button(html, 'EXCHANGE')).toContain('disabled=""');
    expect(button(html, 'RECALL')).toContain('disabled=""');
    expect(button(html, 'PASS')).not.toContain('disabled=""');
  });

  it('asks before submitting from the board: the question names the group, YES, SUBMIT waits', () => {
    const html = renderToStaticMarkup(
      <TurnControls yourTurn submitQuestion="Submit your play? QUIT 12 = 12 points" />,
    );
    const id = /role="group" aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${id}" class="text-sm text-slate-200">Submit your play? QUIT 12`);
    expect(button(html, 'YES, SUBMIT')).not.toContain('disabled=""');
    expect(html).toContain('KEEP PLACING');
    // Nothing else to press meanwhile: no plain SUBMIT beside it.
    expect(html).not.toMatch(/>SUBMIT</);
    expect(renderToStaticMarkup(<TurnControls yourTurn />)).not.toContain('YES, SUBMIT');
  });

  it('confirms an exchange once a tile is picked', () => {
    const picking = renderToStaticMarkup(<TurnControls yourTurn exchanging />);
    expect(picking).toContain('Pick one tile to exchange.');
    expect(button(picking, 'CONFIRM EXCHANGE')).toContain('disabled=""');
    expect(button(picking, 'CANCEL')).not.toContain('disabled=""');
    expect(picking).not.toContain('>SUBMIT<');
    const picked = renderToStaticMarkup(<TurnControls yourTurn exchanging exchangeCount={1} />);
    expect(button(picked, 'CONFIRM EXCHANGE')).not.toContain('disabled=""');
  });

  it('exchanges several tiles when the ruleset allows (solo: up to 5): the count shown, EXCHANGE N TILES', () => {
    const picking = renderToStaticMarkup(<TurnControls yourTurn exchanging exchangeMax={5} />);
    expect(picking).toContain('aria-label="Exchange tiles"');
    expect(picking).toContain('Pick up to 5 tiles to exchange.');
    expect(button(picking, 'EXCHANGE TILES')).toContain('disabled=""');
    const three = renderToStaticMarkup(
      <TurnControls yourTurn exchanging exchangeMax={5} exchangeCount={3} />,
    );
    expect(three).toMatch(/aria-live="polite"[^>]*>3 tiles picked \(up to 5\)\.</);
    expect(button(three, 'EXCHANGE 3 TILES')).not.toContain('disabled=""');
    const one = renderToStaticMarkup(
      <TurnControls yourTurn exchanging exchangeMax={5} exchangeCount={1} />,
    );
    expect(one).toContain('>EXCHANGE 1 TILE<');
  });

  it("shows the refused move's rule in an alert, and keeps the alert area when there is none", () => {
    const html = renderToStaticMarkup(
      <TurnControls yourTurn error="You can't cover every letter of CAT." />,
    );
    expect(html).toMatch(/<p role="alert"[^>]*>You can&#x27;t cover every letter of CAT\.<\/p>/);
    expect(renderToStaticMarkup(<TurnControls yourTurn />)).toMatch(/<p role="alert"[^>]*><\/p>/);
  });

  it('does nothing once the game is over or while a move is sent', () => {
    for (const html of [
      renderToStaticMarkup(<TurnControls yourTurn gameOver />),
      renderToStaticMarkup(<TurnControls yourTurn busy />),
    ]) {
      for (const name of ['SUBMIT', 'EXCHANGE', 'PASS', 'RESIGN'])
        expect(button(html, name)).toContain('disabled=""');
    }
  });
});
