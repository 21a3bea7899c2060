/** @jest-environment jsdom */
import { createStyleKeeper } from './subapp-styles';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const style = (css: string, attrs: Record<string, string> = {}) => {
  const node = document.createElement('style');
  node.textContent = css;
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  document.head.append(node);
  return node;
};

describe('styles a sub-app adds leave with it', () => {
  afterEach(() => document.head.replaceChildren());

  it('takes out what the sub-app added while watched and puts it back, in order, when it returns', async () => {
    const keeper = createStyleKeeper();
    const before = style('body { margin: 0 }');
    keeper.watch('@org/people');
    const global = style('body { color: white }');
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/people.css';
    document.head.append(link);
    keeper.unwatch('@org/people');
    keeper.remove('@org/people');
    expect([...document.head.children]).toEqual([before]);
    keeper.restore('@org/people');
    expect([...document.head.children]).toEqual([before, global, link]);
  });

  it("never takes the portal's emotion styles or what came while nobody was watched", async () => {
    const keeper = createStyleKeeper();
    keeper.watch('@cloud/pm');
    const emotion = style('.css-1 { color: red }', { 'data-emotion': 'css' });
    const own = style('.pm { color: blue }');
    await flush();
    keeper.unwatch('@cloud/pm');
    const later = style('.later {}');
    keeper.remove('@cloud/pm');
    expect(emotion.isConnected).toBe(true);
    expect(later.isConnected).toBe(true);
    expect(own.isConnected).toBe(false);
  });

  it('gives each sub-app its own styles', async () => {
    const keeper = createStyleKeeper();
    keeper.watch('@cloud/a');
    const a = style('.a {}');
    keeper.unwatch('@cloud/a');
    keeper.watch('@cloud/b');
    const b = style('.b {}');
    keeper.unwatch('@cloud/b');
    keeper.remove('@cloud/a');
    expect(a.isConnected).toBe(false);
    expect(b.isConnected).toBe(true);
  });
});
