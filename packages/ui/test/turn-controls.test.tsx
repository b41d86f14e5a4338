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

  it('confirms an exchange once a tile is picked', () => {
    const picking = renderToStaticMarkup(<TurnControls yourTurn exchanging />);
    expect(picking).toContain('Pick one tile to exchange.');
    expect(button(picking, 'CONFIRM EXCHANGE')).toContain('disabled=""');
    expect(button(picking, 'CANCEL')).not.toContain('disabled=""');
    expect(picking).not.toContain('>SUBMIT<');
    const picked = renderToStaticMarkup(<TurnControls yourTurn exchanging exchangePicked />);
    expect(button(picked, 'CONFIRM EXCHANGE')).not.toContain('disabled=""');
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
