import { describe, expect, it } from 'vitest';
import { createQueue, type HttpRequest, type HttpResponse } from '../../src/http/queue';
import { exchange } from '../../tests/exchanges';
import { requestVariation } from './ajax';

const CONFIG = { wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
const RECORDED = exchange('19-get-variation');

/** A queue whose server answers every request with `response`, and remembers what it was sent. */
function server(response: HttpResponse | Error): { queue: ReturnType<typeof createQueue>; sent: HttpRequest[] } {
  const sent: HttpRequest[] = [];
  const queue = createQueue({
    transport: async (request) => {
      sent.push(request);
      if (response instanceof Error) throw response;
      return response;
    },
  });
  return { queue, sent };
}
const json = (text: string, status = 200): HttpResponse => ({ status, headers: { 'Content-Type': 'application/json; charset=UTF-8' }, text });

describe('requestVariation', () => {
  it('posts what WooCommerce’s script posted in the recording, and reads the recorded answer', async () => {
    const { queue, sent } = server(json(RECORDED.response.body));
    const fields = RECORDED.request.body_fields!;
    const variation = await requestVariation(CONFIG, fields, undefined, queue);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe(RECORDED.request.path);
    expect(sent[0]!.body).toBe((RECORDED.request as { body?: string }).body);
    expect(sent[0]!.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
    expect(variation).toMatchObject({ variation_id: 40, sku: 'LAB-POLO-XANH-M' });
  });

  it('reads WooCommerce’s false, and its empty answer, as no match', async () => {
    await expect(requestVariation(CONFIG, { product_id: 35 }, undefined, server(json('false')).queue)).resolves.toBe(false);
    await expect(requestVariation(CONFIG, {}, undefined, server(json('')).queue)).resolves.toBe(false);
  });

  it('rejects an error status, a network failure and an answer WooCommerce never gives', async () => {
    await expect(requestVariation(CONFIG, {}, undefined, server(json('<h1>Error</h1>', 500)).queue)).rejects.toMatchObject({ kind: 'http', status: 500 });
    await expect(requestVariation(CONFIG, {}, undefined, server(new TypeError('offline')).queue)).rejects.toMatchObject({ kind: 'network' });
    await expect(requestVariation(CONFIG, {}, undefined, server(json('{"error":true}')).queue)).rejects.toThrow(TypeError);
    await expect(requestVariation(CONFIG, {}, undefined, server(json('<html>')).queue)).rejects.toMatchObject({ kind: 'parse' });
  });
});
