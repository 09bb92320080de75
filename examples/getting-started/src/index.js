import { greet } from './greeting.js';

const heading = document.createElement('h1');
heading.textContent = greet('reader');
document.body.append(heading);
