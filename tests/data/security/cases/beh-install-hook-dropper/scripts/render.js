console.log("render");
