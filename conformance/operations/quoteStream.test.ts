import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { exampleRequest } from '../setup/exampleRequest.js';

type StreamEvent = { event: string; data: any };

/** The events of a finished stream, as `event` name (default `message`) and parsed data. */
function eventsOf(text: string): StreamEvent[] {
  return text
    .split('\n\n')
    .map((block) => block.split('\n').filter((line) => line !== '' && !line.startsWith(':')))
    .filter((lines) => lines.some((line) => line.startsWith('data: ')))
    .map((lines) => ({
      event: lines.find((line) => line.startsWith('event: '))?.slice('event: '.length) ?? 'message',
      data: JSON.parse(lines.find((line) => line.startsWith('data: '))!.slice('data: '.length)),
    }));
}

describeOperation('quoteStream', ({ stateless, realOnly }) => {
  stateless('default: a stream of stored quotes that ends with the best', async ({ clients, operation, prefer }) => {
    const response = await clients.request('quoteStream', {
      ...exampleRequest(operation, 'sellAfterFee'),
      headers: prefer(200, 'improving'),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = eventsOf(response.text);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.event === 'message' && typeof event.data.id === 'number')).toBe(true);
  });

  realOnly('behavior: the last streamed quote is the quote POST /quote answers', async ({ clients, operation }) => {
    const request = exampleRequest(operation, 'sellAfterFee');
    const streamed = eventsOf((await clients.request('quoteStream', request)).text);
    const quoted = await clients.request('quote', request);
    expect(quoted.status).toBe(200);
    const { quote: last } = streamed.at(-1)!.data;
    const { quote: best } = quoted.json as any;
    expect([last.sellAmount, last.buyAmount, last.feeAmount]).toEqual([
      best.sellAmount,
      best.buyAmount,
      best.feeAmount,
    ]);
  });

  realOnly(
    'behavior: a quote that cannot be priced ends the stream with one error event',
    async ({ clients, operation }) => {
      const request = exampleRequest(operation, 'sellBeforeFee');
      const body = { ...(request.body as Record<string, unknown>), sellAmountBeforeFee: '1000000000000' };
      const response = await clients.request('quoteStream', { ...request, body });
      expect(response.status).toBe(200);
      expect(eventsOf(response.text)).toEqual([
        {
          event: 'error',
          data: {
            errorType: 'SellAmountDoesNotCoverFee',
            description: expect.any(String),
            data: { fee_amount: expect.any(String) },
          },
        },
      ]);
    },
  );

  realOnly(
    'behavior: a request failing its checks is the plain JSON error, no stream',
    async ({ clients, operation }) => {
      const request = exampleRequest(operation, 'sellAfterFee');
      const body = {
        ...(request.body as Record<string, unknown>),
        buyToken: '0xae7ab96520DE3A18E5e111B5EaAb095312D7fE84',
      };
      const response = await clients.request('quoteStream', { ...request, body });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.json).toMatchObject({ errorType: 'UnsupportedToken' });
    },
  );
});
