import { Route, Routes } from 'react-router';
import DirectoryPage from '../features/directory/DirectoryPage';
import ProfilePage from '../features/directory/ProfilePage';

/** The founders' way to a human expert; the shell mounts it at /experts/*. */
export default function DirectoryRoutes() {
  return (
    <Routes>
      <Route index element={<DirectoryPage />} />
      <Route path=":id" element={<ProfilePage />} />
      <Route path="*" element={<ProfilePage />} />
    </Routes>
  );
}
