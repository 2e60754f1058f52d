/**
 * Resolves in a new task of the browser's event loop, so the work after it runs apart from the
 * current task: the browser can handle input in between, and neither task is long (Total
 * Blocking Time counts every task over 50 ms). A message rather than `setTimeout`, whose
 * callbacks a background tab runs at most once per second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
