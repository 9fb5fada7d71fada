// Baseline for the server benchmark: bare `ws` with the same traffic as a Broadside game and
// nothing else — no rules, no database, no validation. Each order is answered with an `ack` to
// its sender and an events frame to the game's four sockets. What the real server costs above
// this is the price of the rules, durability and the protocol's checks.
import { WebSocketServer, type WebSocket } from 'ws';

const games = new Map<string, { sockets: Set<WebSocket>; seq: number }>();
const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
wss.on('connection', (ws) => {
  let game: { sockets: Set<WebSocket>; seq: number } | undefined;
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as {
      type: string;
      gameId?: string;
      clientOrderId?: string;
      order?: unknown;
    };
    if (message.type === 'hello' && message.gameId) {
      game = games.get(message.gameId) ?? { sockets: new Set(), seq: 0 };
      games.set(message.gameId, game);
      game.sockets.add(ws);
    } else if (message.type === 'order' && game) {
      game.seq += 1;
      ws.send(JSON.stringify({ type: 'ack', clientOrderId: message.clientOrderId, seq: game.seq }));
      const frame = JSON.stringify({ type: 'events', seq: game.seq, events: [message.order] });
      for (const s of game.sockets) s.send(frame);
    }
  });
});
wss.on('listening', () => {
  const address = wss.address();
  process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => wss.close(() => process.exit(0)));
