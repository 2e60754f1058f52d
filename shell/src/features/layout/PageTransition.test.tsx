import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate, useParams, type NavigateFunction } from 'react-router';
import { AnimatedOutlet } from './PageTransition';

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

// Every id a remote's page saw: a remote mounted at `/<area>/*` routes with its own <Routes>,
// as remote-results' team rounds and remote-expert's directory do, and asks the api with it.
const seen: string[] = [];
function Detail({ area }: { area: string }) {
  const { id } = useParams();
  seen.push(`${area}:${id}`);
  return <p>{`${area} ${id}`}</p>;
}
function Remote({ area }: { area: string }) {
  return (
    <Routes>
      <Route path=":id" element={<Detail area={area} />} />
    </Routes>
  );
}

const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe('AnimatedOutlet', () => {
  it('keeps the page being left on its own address while it animates out', async () => {
    render(
      <MemoryRouter initialEntries={['/start']}>
        <Navigator />
        <Routes>
          <Route element={<AnimatedOutlet />}>
            <Route path="/start" element={<p>start</p>} />
            <Route path="/team-rounds/*" element={<Remote area="team-rounds" />} />
            <Route path="/expert-directory/*" element={<Remote area="expert-directory" />} />
            <Route path="/expert-portal/*" element={<Remote area="expert-portal" />} />
            <Route path="/assessment/*" element={<Remote area="assessment" />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    // The first change loads the motion code when idle; the next one switches to it.
    await act(() => navigate('/team-rounds/new'));
    await wait(50);
    await act(() => navigate('/expert-directory/anna'));
    await act(() => navigate('/expert-portal/security'));
    await wait(50);
    await act(() => navigate('/team-rounds/abc'));
    await act(() => navigate('/assessment/conflict-style'));
    await screen.findByText('assessment conflict-style', undefined, { timeout: 3000 });

    // Before the fix the leaving directory page matched `security`, `abc` and `conflict-style`.
    const visited = ['team-rounds:new', 'expert-directory:anna', 'expert-portal:security', 'team-rounds:abc'];
    expect(seen.filter((entry) => ![...visited, 'assessment:conflict-style'].includes(entry))).toEqual([]);
    expect(seen).toContain('expert-directory:anna');
  });
});
