export function greet(name) {
  return `Hello, ${name}! This page was built by webpack.`;
}
