const token = process.argv[2];
const claims = JSON.parse(atob(token.split(".")[1]));
console.log(JSON.stringify(claims, null, 2));
