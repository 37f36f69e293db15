// Runs in a worker of its own (warm-intl.ts): the browser's first Intl.NumberFormat loads its
// number data, 30–50 ms of one thread on a desktop core. The data is the process's: once loaded
// here, the page's own first format takes a fraction of a millisecond.
new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(1);
new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }).format(1.5);
postMessage('warm');
