import { Route, Routes } from 'react-router';
import DirectoryPage from '../features/directory/DirectoryPage';
import ProfilePage from '../features/directory/ProfilePage';
import RequestPage from '../features/directory/RequestPage';

/** The founders' way to a human expert; the shell mounts it at /experts/*. */
export default function DirectoryRoutes() {
  return (
    <Routes>
      <Route index element={<DirectoryPage />} />
      {/* react-router ranks this static segment above :id. */}
      <Route path="request" element={<RequestPage />} />
      <Route path=":id" element={<ProfilePage />} />
      <Route path="*" element={<ProfilePage />} />
    </Routes>
  );
}
