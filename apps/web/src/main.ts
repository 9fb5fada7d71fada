import './components/broadside-app.js';
