// What the apps share of react-router: its declarative browser API only (the shell routes with
// <BrowserRouter>, the remotes with <Routes>). Federation cannot tree-shake a shared package;
// the full production build (data routers, server rendering, RSC, cookies, sessions) is three
// times this size, and the data router alone is two thirds of it. `react-router-full` is an
// alias to the real production build, so this file does not consume itself from the share
// scope. Only names the apps import (each one keeps its code in every first load); a Jest test
// checks that every name the apps import from 'react-router' is listed here. UNSAFE_LocationContext
// and useNavigationType: the shell gives each page its own location while it animates out.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Route,
  Routes,
  UNSAFE_LocationContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useOutlet,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-full';
