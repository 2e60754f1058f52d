import { act, renderHook } from '@testing-library/react';
import { useHoverIntent } from './useHoverIntent';

describe('useHoverIntent', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens 200 ms after the pointer enters and closes 150 ms after it leaves', () => {
    const { result } = renderHook(() => useHoverIntent<'a' | 'b'>());
    act(() => result.current.enter('a'));
    act(() => jest.advanceTimersByTime(199));
    expect(result.current.openKey).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.openKey).toBe('a');
    act(() => result.current.leave());
    act(() => jest.advanceTimersByTime(149));
    expect(result.current.openKey).toBe('a');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.openKey).toBeNull();
  });

  it('moving to another entry while one is open switches at once', () => {
    const { result } = renderHook(() => useHoverIntent<'a' | 'b'>());
    act(() => result.current.enter('a'));
    act(() => jest.advanceTimersByTime(200));
    act(() => result.current.leave());
    act(() => result.current.enter('b'));
    expect(result.current.openKey).toBe('b');
  });

  it('skips the open delay within 300 ms of a close, not after', () => {
    const { result } = renderHook(() => useHoverIntent<'a' | 'b'>());
    act(() => result.current.enter('a'));
    act(() => jest.advanceTimersByTime(200));
    act(() => result.current.leave());
    act(() => jest.advanceTimersByTime(150)); // closed now
    act(() => jest.advanceTimersByTime(100));
    act(() => result.current.enter('b'));
    expect(result.current.openKey).toBe('b');

    act(() => result.current.leave());
    act(() => jest.advanceTimersByTime(150 + 301));
    act(() => result.current.enter('a'));
    expect(result.current.openKey).toBeNull();
    act(() => jest.advanceTimersByTime(200));
    expect(result.current.openKey).toBe('a');
  });

  it('a leave before the open delay cancels the open', () => {
    const { result } = renderHook(() => useHoverIntent<'a'>());
    act(() => result.current.enter('a'));
    act(() => jest.advanceTimersByTime(100));
    act(() => result.current.leave());
    act(() => jest.advanceTimersByTime(500));
    expect(result.current.openKey).toBeNull();
  });

  it('focus opens at once (keyboard users do not wait)', () => {
    const { result } = renderHook(() => useHoverIntent<'a'>());
    act(() => result.current.focus('a'));
    expect(result.current.openKey).toBe('a');
  });
});
