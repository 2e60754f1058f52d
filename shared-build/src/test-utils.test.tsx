/** @jest-environment jsdom */
// setupUser's guard: a user-event bound to one test run refuses to act in any other (a test that
// timed out must not type or click into the next test's page, nor into its own retry's).
// What the UI projects load before each file (this project runs in Node): TextEncoder for
// react-router, jest-dom, the timeouts.
import '../jest/setup-dom';
import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupUser } from './test-utils';

const clicked: string[] = [];
const Target = ({ name }: { name: string }) => (
  <button type="button" onClick={() => clicked.push(name)}>
    {name}
  </button>
);

let leaked: UserEvent | undefined;
const ownerName = 'setupUser acts in the test that set it up';

describe('setupUser', () => {
  beforeEach(() => {
    clicked.length = 0;
  });

  it('acts in the test that set it up', async () => {
    leaked = setupUser();
    render(<Target name="A" />);
    await leaked.click(screen.getByRole('button', { name: 'A' }));
    await leaked.keyboard('{Tab}');
    expect(clicked).toEqual(['A']);
  });

  it('refuses to act in a later test, and that test keeps its own', async () => {
    expect(leaked).toBeDefined(); // set up by the test above (run this file whole)
    render(<Target name="B" />);
    const button = screen.getByRole('button', { name: 'B' });
    const ended = `user-event of the ended test "${ownerName}" used in "setupUser refuses to act in a later test, and that test keeps its own"`;
    await expect(leaked!.click(button)).rejects.toThrow(ended);
    await expect(leaked!.type(button, 'x')).rejects.toThrow(ended);
    expect(clicked).toEqual([]);
    await setupUser().click(button);
    expect(clicked).toEqual(['B']);
  });

  // Two runs under one name (what a retry is): the second run refuses the first one's user.
  let firstRun: UserEvent | undefined;
  it.each(['first', 'second'])('tells two runs of one test apart', async (run) => {
    render(<Target name={run} />);
    const button = screen.getByRole('button', { name: run });
    if (run === 'first') {
      firstRun = setupUser();
      await firstRun.click(button);
      expect(clicked).toEqual(['first']);
      return;
    }
    await expect(firstRun!.click(button)).rejects.toThrow(
      'user-event of the ended test "setupUser tells two runs of one test apart" used in a later run of it',
    );
    expect(clicked).toEqual([]);
  });
});
