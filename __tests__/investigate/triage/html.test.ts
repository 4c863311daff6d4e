import { readHtml } from '../../../src/investigate/triage/html.js';

describe('readHtml', () => {
  it('reads a page as a browser shows it: blocks on lines, inline markup joined, scripts dropped', () => {
    const page = readHtml(`<!doctype html><html><head><title> Debug &amp; trace </title>
      <script>var SECRET = "x";</script><style>h4 { color: red }</style></head><body>
      <h4>File <cite class="filename">"/srv/app/x.py"</cite>,
          line <em class="line">42</em>,
          in <code class="function">get</code></h4>
      <pre>Traceback (most recent call last):
  File "/srv/app/y.py", line 7, in main</pre>
      <textarea>  kept &lt;as&gt; written</textarea></body></html>`);
    expect(page.title).toBe('Debug & trace');
    expect(page.text.split('\n')).toEqual([
      'Debug & trace',
      'File "/srv/app/x.py", line 42, in get',
      'Traceback (most recent call last):',
      '  File "/srv/app/y.py", line 7, in main',
      '  kept <as> written',
    ]);
    expect(page.text).not.toContain('SECRET');
  });

  it('finds an element by one of its classes', () => {
    const page = readHtml('<div class="a exception_value  b">Division <b>by</b> zero</div>');
    expect(page.byClass('exception_value')).toBe('Division by zero');
    expect(page.byClass('missing')).toBeUndefined();
  });

  it('reads markup nested far deeper than any page without overflowing the stack', () => {
    const depth = 100_000;
    const page = readHtml(`${'<div>'.repeat(depth)}deep${'</div>'.repeat(depth)}<p>shallow</p>`);
    expect(page.text).toContain('shallow');
  });
});
