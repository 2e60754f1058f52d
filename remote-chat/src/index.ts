// Async boundary: federation negotiates shared modules before any of them is imported.
void import('./bootstrap');
