import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChatPanel, type ChatPanelProps } from '../src/chat-panel';

const props: ChatPanelProps = {
  title: 'Lobby chat',
  lines: [],
  meId: 'me',
  muted: new Set(),
  onSend: null,
  maxLength: 500,
  onMute: () => {},
  onUnmute: () => {},
  onReport: async () => {},
  error: null,
};

describe('ChatPanel', () => {
  it('titles the room with an h3 by default, under a "Chat" h2', () => {
    expect(renderToStaticMarkup(<ChatPanel {...props} />)).toMatch(/<h3[^>]*>Lobby chat<\/h3>/);
  });

  it('takes the heading level the page’s outline needs', () => {
    expect(renderToStaticMarkup(<ChatPanel {...props} headingLevel={2} />)).toMatch(
      /<h2[^>]*>Lobby chat<\/h2>/,
    );
  });
});
