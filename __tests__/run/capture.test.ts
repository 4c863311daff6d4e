import { captureValues } from '../../src/run/capture.js';
import type { ObservedResponse } from '../../src/flows/checks.js';
import type { StepSource } from '../../src/flows/types.js';

const source: StepSource = {
  line: 3,
  checks: { 'capture.firstId': 30, 'capture.missing': 31, 'capture.token': 32, 'capture.nope': 33 },
};

const json = { items: [{ id: 7 }, { id: 8 }], user: { name: 'Ada' }, empty: null };
const response: ObservedResponse = {
  status: 201,
  headers: {
    'content-type': 'application/json',
    location: '/orders/123?token=abc',
    'x-request-id': 'req-9',
  },
  bodyText: JSON.stringify(json) + '\n<!-- session=s3cr3t; build 2024 -->',
  json,
  timings: { headersMs: 1, totalMs: 2 },
};

describe('captureValues', () => {
  it('captures JSONPath values, in either spelling', () => {
    const { values, failures } = captureValues(
      { firstId: '$.items[0].id', ids: '$.items[*].id', user: { json: '$.user' }, empty: '$.empty' },
      response,
      source,
    );
    expect(failures).toEqual([]);
    expect(values).toEqual({ firstId: 7, ids: [7, 8], user: { name: 'Ada' }, empty: null });
  });

  it('turns a JSONPath that finds nothing into a failed check on its line', () => {
    const { values, failures } = captureValues({ missing: '$.items[5].id' }, response, source);
    expect(values).toEqual({});
    expect(failures).toEqual([
      {
        name: 'capture missing',
        expected: '$.items[5].id to exist',
        actual: '(missing)',
        passed: false,
        line: 31,
      },
    ]);
  });

  it('captures headers case-insensitively', () => {
    const { values, failures } = captureValues(
      { where: { header: 'Location' }, nope: { header: 'x-nope' } },
      response,
      source,
    );
    expect(values).toEqual({ where: '/orders/123?token=abc' });
    expect(failures).toEqual([
      {
        name: 'capture nope',
        expected: 'header x-nope to exist',
        actual: '(missing)',
        passed: false,
        line: 33,
      },
    ]);
  });

  it('captures with a regex over the body, group 1 by default', () => {
    const { values } = captureValues({ token: { regex: 'session=(\\w+)' } }, response, source);
    expect(values).toEqual({ token: 's3cr3t' });
  });

  it('takes the whole match when the regex has no group', () => {
    const { values } = captureValues({ year: { regex: '\\d{4}' } }, response, source);
    expect(values).toEqual({ year: '2024' });
  });

  it('takes the group asked for, and group 0 for the whole match', () => {
    const { values } = captureValues(
      {
        second: { regex: '(session)=(\\w+)', group: 2 },
        whole: { regex: '(session)=(\\w+)', group: 0 },
        named: { regex: '(?<key>session)=(?<value>\\w+)', group: 2 },
      },
      response,
      source,
    );
    expect(values).toEqual({ second: 's3cr3t', whole: 'session=s3cr3t', named: 's3cr3t' });
  });

  it('captures with a regex over a header', () => {
    const { values } = captureValues(
      {
        orderId: { regex: '/orders/(\\d+)', from: 'header', header: 'location' },
        requestNumber: { regex: 'req-(\\d+)', header: 'X-Request-Id' },
      },
      response,
      source,
    );
    expect(values).toEqual({ orderId: '123', requestNumber: '9' });
  });

  it('explains a regex that finds nothing or asks for a group it does not have', () => {
    const { failures } = captureValues(
      {
        token: { regex: 'nomatch=(\\d+)' },
        nope: { regex: 'session=(\\w+)', group: 3 },
        header: { regex: '(\\d+)', header: 'x-absent' },
        broken: { regex: '(' },
      },
      response,
      source,
    );
    expect(failures).toHaveLength(4);
    expect(failures[0]).toMatchObject({
      name: 'capture token',
      expected: '/nomatch=(\\d+)/ to match the body',
      line: 32,
      passed: false,
    });
    expect(failures[0]?.actual).toMatch(/^no match in "\{\\"items\\"/);
    expect(failures[1]).toMatchObject({
      expected: '/session=(\\w+)/ to match the body, group 3',
      actual: 'the pattern has 1 group',
    });
    expect(failures[2]).toMatchObject({ actual: 'header x-absent is missing' });
    expect(failures[3]?.actual).toMatch(/invalid regular expression/);
  });

  it('says the body is not JSON when a JSONPath capture meets text', () => {
    const text: ObservedResponse = {
      ...response,
      headers: { 'content-type': 'text/plain' },
      json: undefined,
      bodyText: 'ok',
    };
    const { failures } = captureValues({ firstId: '$.id' }, text, source);
    expect(failures).toEqual([
      {
        name: 'capture firstId',
        expected: '$.id to exist',
        actual: 'body is not JSON (text/plain)',
        passed: false,
        line: 30,
      },
    ]);
  });
});
